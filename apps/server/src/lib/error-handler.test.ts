import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
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
    expect(response.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE, error: DATABASE_UNAVAILABLE_MESSAGE });
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
});
