import type { DisputeStatus } from '@gymslot/shared/dispute-schemas';
import type { DisputeTexts } from './dispute-texts';

/**
 * The statuses the filter offers, in a dispute's usual order. Written here rather than imported from
 * the shared schema file, whose zod schemas would otherwise come along into this screen's chunk.
 */
export const disputeStatusFilters = ['open', 'action_required', 'under_review', 'won', 'lost', 'closed'] as const satisfies readonly DisputeStatus[];

export const disputeStatusLabels = {
  open: 'statusOpen',
  action_required: 'statusActionRequired',
  under_review: 'statusUnderReview',
  won: 'statusWon',
  lost: 'statusLost',
  closed: 'statusClosed',
} as const satisfies Record<DisputeStatus, keyof DisputeTexts>;

// ui.md's colours: amber while it waits on someone, red when evidence is wanted or it was lost, green when won.
export const disputeStatusTones = {
  open: 'pending',
  action_required: 'failed',
  under_review: 'pending',
  won: 'success',
  lost: 'failed',
  closed: 'ended',
} as const satisfies Record<DisputeStatus, 'pending' | 'failed' | 'success' | 'ended'>;
