import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/modules/auth/authentication.js';

/**
 * Keeps every reply the app gives through inject() from now on, helpers' calls included, so a
 * test file can end by scanning all of them for leaked secrets.
 */
export function recordReplies(app: FastifyInstance): LightMyRequestResponse[] {
  const replies: LightMyRequestResponse[] = [];
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  Object.assign(app, {
    inject: async (options: InjectOptions | string) => {
      const res = await inject(options);
      replies.push(res);
      return res;
    },
  });
  return replies;
}

const SECRET_FIELD = /token|password|secret|hash/i;
const ARGON2 = '$argon2';

/** Each string value in a JSON value, with the name of the field that holds it. */
function* stringFields(value: unknown, field = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [field, value];
  else if (Array.isArray(value)) for (const item of value) yield* stringFields(item, field);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringFields(item, key);
  }
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What in the replies looks like a leak: an argon2 hash, any of the given secret values or a
 * session token handed out in a cookie (in a body or a header other than set-cookie), or any text
 * in a field named like token, password, secret or hash.
 */
export function leaksIn(replies: LightMyRequestResponse[], secrets: string[]): string[] {
  const sessionTokens = replies.flatMap((res) => res.cookies.filter((c) => c.name === SESSION_COOKIE && c.value !== '').map((c) => c.value));
  const needles = [ARGON2, ...secrets, ...sessionTokens].filter((needle) => needle.length > 0);
  const leaks: string[] = [];
  for (const res of replies) {
    const headers = Object.entries(res.headers).filter(([name]) => name !== 'set-cookie');
    const text = res.body + JSON.stringify(headers);
    for (const needle of needles) if (text.includes(needle)) leaks.push(`${res.raw.req.url}: contains ${needle.slice(0, 12)}…`);
    for (const [field, value] of stringFields(parsed(res.body))) {
      if (SECRET_FIELD.test(field)) leaks.push(`${res.raw.req.url}: field ${field} = ${value.slice(0, 12)}…`);
    }
  }
  return leaks;
}
