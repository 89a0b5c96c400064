import { checkStatusReplySchema, messageReplySchema, providersReplySchema } from '../auth-schemas';
import type { EndpointContract } from './endpoint';

/**
 * The calls every page may make (API contract §1 A3–A4, and which outside sign-ins are on), apart
 * from the account forms' calls in auth.contracts.ts, so the first page downloads these three
 * addresses only.
 */
export const contracts = {
  checkStatus: { errors: [401], reply: checkStatusReplySchema },
  logOut: { errors: [], reply: messageReplySchema, endsSession: true },
  listAuthProviders: { errors: [], reply: providersReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './session';
