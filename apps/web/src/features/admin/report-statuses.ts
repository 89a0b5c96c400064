import type { NotLetInStatus } from '@gymslot/shared/not-let-in';

/** The statuses the Reports filter offers, the ones waiting for someone first. */
export const reportStatusFilters = ['contested', 'open', 'refunded', 'rejected', 'resolved'] as const satisfies readonly NotLetInStatus[];
