import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAvailability } from '@gymslot/shared/endpoints/availability';
import type { SetAvailabilityBody } from '@gymslot/shared/owner-availability-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { gymAvailabilityQueryPrefix } from './get-owner-availability';

/** V4's body with many dates (YYYY-MM-DD, each once) in place of one. */
export type SetDateAvailabilityVariables = Omit<SetAvailabilityBody, 'date'> & { dates: readonly string[] };

/** V4 takes one date per call, so a choice of several dates is sent as that many calls, all at once. */
export async function setDateAvailability({ gymId, dates, startTime, endTime }: SetDateAvailabilityVariables): Promise<void> {
  await Promise.all(dates.map((date) => callEndpoint(setAvailability, { body: { gymId, date, startTime, endTime } })));
}

export function useSetDateAvailabilityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDateAvailability,
    // Also after a partial failure: some dates may have been saved.
    onSettled: (_result, _error, { gymId }) => queryClient.invalidateQueries({ queryKey: gymAvailabilityQueryPrefix(gymId) }),
  });
}
