import type { Role } from '@gymslot/shared/roles';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newSecretToken } from '../../lib/ids.js';
import * as sessionsRepository from './sessions.repository.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The signed-in account as the rest of the server sees it: no hash, no provider ids. */
export interface SessionUser {
  id: string;
  name: string;
  /** Null for an account made with a mobile number only (§8.9). */
  email: string | null;
  phone: string | null;
  role: Role;
}

export interface ActiveSession {
  sessionId: string;
  user: SessionUser;
}

function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, role: row.role };
}

/** Server-side sessions; the browser holds the token, the database only its hash. */
export function createSessionService(db: Executor, clock: Clock) {
  return {
    async start(userId: string, executor: Executor = db): Promise<{ token: string; sessionId: string }> {
      const token = newSecretToken();
      const sessionId = hashToken(token);
      const now = clock.now();
      await sessionsRepository.insert(executor, {
        id: sessionId,
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return { token, sessionId };
    },

    async resolve(token: string): Promise<ActiveSession | undefined> {
      const found = await sessionsRepository.findUnexpiredWithUser(db, hashToken(token), clock.now());
      return found && { sessionId: found.sessionId, user: toSessionUser(found.user) };
    },

    async end(sessionId: string): Promise<void> {
      await sessionsRepository.deleteById(db, sessionId);
    },

    async endAllOfUser(userId: string, executor: Executor = db): Promise<void> {
      await sessionsRepository.deleteByUserId(executor, userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
