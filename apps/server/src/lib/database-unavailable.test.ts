import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function wrapped(cause: Error): DrizzleQueryError {
  return new DrizzleQueryError('select 1', [], cause);
}

describe('isDatabaseUnavailable', () => {
  it('recognises a statement timeout, a lost, refused or silent connection, also under drizzle', () => {
    const outages = [
      pgError('57014', 'canceling statement due to statement timeout'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P01', 'terminating connection due to unexpected postmaster exit'),
      pgError('57P02', 'terminating connection because of crash of another server process'),
      pgError('57P03', 'the database system is starting up'),
      pgError('57P03', 'the database system is not yet accepting connections'),
      pgError('08006', 'connection failure'),
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      pgError('ECONNRESET', 'read ECONNRESET'),
      new Error('Query read timeout'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client was closed and is not queryable'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Connection terminated due to connection timeout'),
    ];
    for (const error of outages) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('leaves everything else to be a 500', () => {
    const bugs = [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('42P01', 'relation "nope" does not exist'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('Connection details: terminated'),
    ];
    for (const error of bugs) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(false);
    }
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Query read timeout')).toBe(false);
  });
});
