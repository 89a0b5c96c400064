import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicCatalogue } from '../catalogue/public-catalogue.js';
import { gymPagePath } from './gym-page-preload.js';

/** The login check the web app makes first on every page. */
const AUTH_CHECK = '/api/v1/auth/check-status';

/** A reply as the page's own call would have received it. */
export interface BootReply {
  status: number;
  body: unknown;
}

/** What a page's first calls depend on besides its address. */
interface CallContext {
  /** Today in India, the date the gym page first shows. */
  today: string;
  catalogue: PublicCatalogue;
}

/**
 * The API calls a page makes as soon as its code runs, at the addresses apps/web asks for them
 * (its api/ files). Only the pages a visit most often starts on are listed; they are guarded, so
 * their data is answered only for a request that comes with a session.
 */
const firstCalls: readonly { path: RegExp; calls(pathname: string, context: CallContext): Promise<string[]> }[] = [
  { path: /^\/explore\/?$/i, calls: async () => ['/api/gyms/city-stats', '/api/gyms/all-public'] },
  {
    path: gymPagePath,
    // The gym, today's slots with the person's waitlist (a full slot shows their place in its line), the first page
    // of reviews and how busy it usually is. A hidden or unknown gym gets nothing: the page asks and shows its 'not
    // found' as always. A gym without opening hours shows no slots, so neither is asked for.
    calls: async (pathname, { today, catalogue }) => {
      const gymId = gymPagePath.exec(pathname)?.[1] ?? '';
      const gym = (await catalogue.current()).byId.get(gymId);
      if (gym === undefined) return [];
      const slots = `/api/availability/user/${gymId}/slots?${new URLSearchParams({ date: today })}`;
      const slotCalls = gym.view.hasOpeningHours ? [slots, '/api/bookings/waitlist'] : [];
      return [`/api/gyms/${gymId}`, ...slotCalls, `/api/gyms/${gymId}/reviews`, `/api/gyms/${gymId}/busy-hours`];
    },
  },
];

/**
 * The calls whose replies go into the HTML for `pathname` (docs/decisions/030). The login check
 * always; a page's own only if the catalogue could be read.
 */
export async function bootCallsFor(pathname: string, hasSession: boolean, context: CallContext): Promise<string[]> {
  const page = hasSession ? firstCalls.find(({ path }) => path.test(pathname)) : undefined;
  const pageCalls = page === undefined ? [] : await page.calls(pathname, context).catch(() => []);
  return [AUTH_CHECK, ...pageCalls];
}

/**
 * Answers `calls` through the app's own routes, as the page's requests would be: the same cookie,
 * the same client address (rate limits count them as that person's), the same permissions. The
 * login check's reply is kept whatever it says; another call's only when it succeeded, so a page
 * that would meet an error asks again and shows it as it always does.
 */
export async function bootReplies(app: FastifyInstance, request: FastifyRequest, calls: readonly string[]): Promise<Record<string, BootReply>> {
  const answers = await Promise.all(
    calls.map(async (url) => {
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          ...(request.headers.cookie === undefined ? {} : { cookie: request.headers.cookie }),
          ...(request.headers['user-agent'] === undefined ? {} : { 'user-agent': request.headers['user-agent'] }),
        },
      });
      const kept = url === AUTH_CHECK || (res.statusCode >= 200 && res.statusCode < 300);
      return kept ? ([url, { status: res.statusCode, body: res.json() }] as const) : undefined;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}
