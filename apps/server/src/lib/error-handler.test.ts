import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorReplySchema, loginBodySchema } from '@gymslot/shared/auth-schemas';
import { DATABASE_UNAVAILABLE_MESSAGE, handleError } from './error-handler.js';
import { AppError } from './errors.js';

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  err?: { message: string };
}

async function appLoggingTo(lines: string[]) {
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  app.setErrorHandler(handleError);
  app.get('/boom', async () => {
    throw new Error('connection to 10.0.0.5 refused');
  });
  app.get('/unavailable', async () => {
    throw new AppError('unavailable', 'Payments are unavailable right now');
  });
  app.get('/statement-timeout', async () => {
    const cause = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    throw new DrizzleQueryError('select * from gyms where name = $1', ['secret'], cause);
  });
  app.get('/connection-reset', async () => {
    throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.ready();
  return app;
}

describe('handleError', () => {
  it('logs a 5xx with its detail under the request id, and shows the client none of it', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('10.0.0.5');
    const failure = lines.map((line) => JSON.parse(line) as LogLine).find((line) => line.level === 50);
    expect(failure).toMatchObject({ reqId: response.headers['x-request-id'], msg: 'request failed' });
    expect(failure?.err?.message).toBe('connection to 10.0.0.5 refused');

    const unavailable = await app.inject({ method: 'GET', url: '/unavailable' });
    expect(unavailable.statusCode).toBe(503);
    const logged = lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.level === 50);
    expect(logged.at(-1)).toMatchObject({ reqId: unavailable.headers['x-request-id'], msg: 'service unavailable' });
    await app.close();
  });

  it('answers a database that did not answer in time with a 503 envelope, and logs the query only', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const response = await app.inject({ method: 'GET', url: '/statement-timeout' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      error: DATABASE_UNAVAILABLE_MESSAGE,
      code: 'serviceUnavailable',
    });
    expect(response.body).not.toContain('gyms');
    const logged = lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.level === 50);
    expect(logged.at(-1)).toMatchObject({ reqId: response.headers['x-request-id'], msg: 'database unavailable' });
    await app.close();
  });

  it('still treats a lost database socket as an outage while the client is connected', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const response = await app.inject({ method: 'GET', url: '/connection-reset' });
    expect(response.statusCode).toBe(503);
    const logged = lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.level === 50);
    expect(logged.at(-1)).toMatchObject({ reqId: response.headers['x-request-id'], msg: 'database unavailable' });
    await app.close();
  });

  // The envelope's `code` (docs/decisions/054-error-codes.md): beside the message, which stays as it was.
  describe('codes', () => {
    async function codedApp() {
      const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.setErrorHandler(handleError);
      const response = { 400: errorReplySchema, 409: errorReplySchema, 429: errorReplySchema };
      app.post('/login', { schema: { body: loginBodySchema, response } }, async () => undefined);
      app.get('/coded', { schema: { response } }, async () => {
        throw new AppError('rate_limited', { code: 'tooManyAttempts', params: { minutes: 4 } });
      });
      app.get('/bare', { schema: { response } }, async () => {
        throw new AppError('conflict', 'A text a route still throws as it is');
      });
      app.get('/limited', async () => {
        throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
      });
      app.get('/boom', async () => {
        throw new Error('connection to 10.0.0.5 refused');
      });
      await app.ready();
      return app;
    }

    it('sends the code and the values of its placeholders beside the unchanged message, through a route\'s error schema', async () => {
      const app = await codedApp();
      const coded = await app.inject({ method: 'GET', url: '/coded' });
      expect(coded.statusCode).toBe(429);
      expect(coded.json()).toEqual({
        success: false,
        message: 'Too many attempts. Please try again in 4 minutes.',
        error: 'Too many attempts. Please try again in 4 minutes.',
        code: 'tooManyAttempts',
        params: { minutes: 4 },
      });
      const bare = await app.inject({ method: 'GET', url: '/bare' });
      expect(bare.json()).toEqual({ success: false, message: 'A text a route still throws as it is', error: 'A text a route still throws as it is' });
      await app.close();
    });

    it("gives a shared schema's fixed text its code, and Fastify's own refusals theirs", async () => {
      const app = await codedApp();
      const invalid = await app.inject({ method: 'POST', url: '/login', payload: { email: 'priya@example.in' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ success: false, message: 'Please fill in all fields.', error: 'Please fill in all fields.', code: 'fillAllFields' });

      const notJson = await app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(notJson.json()).toMatchObject({ message: 'Request body is not valid JSON', code: 'invalidJson' });
      const wrongType = await app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
      expect(wrongType.json()).toMatchObject({ message: 'Unsupported content type', code: 'unsupportedContentType' });
      const limited = await app.inject({ method: 'GET', url: '/limited' });
      expect(limited.json()).toMatchObject({ message: 'Too many requests. Please try again later.', code: 'tooManyRequests' });
      const failed = await app.inject({ method: 'GET', url: '/boom' });
      expect(failed.json()).toEqual({ success: false, message: 'Internal server error', error: 'Internal server error', code: 'internalError' });
      await app.close();
    });
  });
});
