import type { Role } from '@gymslot/shared/roles';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { can } from '../../lib/authz.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newSecretToken } from '../../lib/ids.js';
import * as sessionsRepository from './sessions.repository.js';
import * as staffedGymsRepository from './staffed-gyms.repository.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The signed-in account as the rest of the server sees it: no hash, no provider ids. */
export interface SessionUser {
  id: string;
  name: string;
  /** Null for an account made with a mobile number only (§8.9). */
  email: string | null;
  phone: string | null;
  role: Role;
  /** §8.12: the gyms a gym_staff account staffs, read with its session; absent for other roles. */
  staffedGymIds?: readonly string[];
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
      if (!found) return undefined;
      const user = toSessionUser(found.user);
      // Only front-desk staff pay the second query: their access is decided per gym, so a gym
      // taken from them is out of reach from their next request on (§8.12, decision 062).
      if (can(user.role, 'read:gym:staffed')) user.staffedGymIds = await staffedGymsRepository.findGymIdsOfStaff(db, user.id);
      return { sessionId: found.sessionId, user };
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
