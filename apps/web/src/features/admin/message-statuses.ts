import type { MessageStatus } from '@gymslot/shared/admin-message-schemas';

/**
 * The statuses the Messages filter offers. Written here rather than imported from the shared schema
 * file, whose zod schemas would otherwise come along into this screen's chunk; `satisfies` keeps them in step.
 */
export const messageStatusFilters = ['queued', 'failed', 'sent'] as const satisfies readonly MessageStatus[];
