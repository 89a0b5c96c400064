import { clientConfigReplySchema } from '../client-config-schemas';
import type { EndpointContract } from './endpoint';

/** Run-time settings the web app needs (the built bundle holds none), readable by anyone. */
export const contracts = {
  getClientConfig: { errors: [], reply: clientConfigReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './client-config';
