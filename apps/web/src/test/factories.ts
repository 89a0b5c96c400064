import type { User } from '@gymslot/shared/auth-schemas';
import { errorReply, reply } from './mock-api';
import type { MockRoutes } from './mock-api';

export function createUser(overrides: Partial<User> = {}): User {
  return { _id: '6650f1c2a9b3e4d5f6a7b8c9', name: 'Priya Sharma', email: 'priya@example.in', role: 'user', ...overrides };
}

/** The login-status call answering as this person, or as nobody (401). */
export function checkStatusAs(user: User | null): MockRoutes {
  return {
    'GET /api/v1/auth/check-status': user
      ? reply(200, { success: true, user })
      : errorReply(401, 'Not authenticated'),
  };
}
