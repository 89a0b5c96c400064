import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setRecurringDay } from '@gymslot/shared/endpoints/availability';
import type { RecurringReply, SetRecurringBody } from '@gymslot/shared/owner-availability-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { gymAvailabilityQueryPrefix } from './get-owner-availability';
import { recurringDayQueryOptions } from './get-recurring-day';
import type { RecurringHours } from './get-recurring-day';

// The spec's client counts only status 200 as saved (API contract R2): the address's one success status.
export function setRecurring(body: SetRecurringBody): Promise<RecurringReply> {
  return callEndpoint(setRecurringDay, { body });
}

/** Saves one weekday's hours; the cached day takes the server's normalised times. */
export function useSetRecurringMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRecurring,
    onSuccess: (reply, { gymId, dayOfWeek }) => {
      const savedHours: RecurringHours = { startTime: reply.startTime, endTime: reply.endTime };
      queryClient.setQueryData(recurringDayQueryOptions(gymId, dayOfWeek).queryKey, savedHours);
      void queryClient.invalidateQueries({ queryKey: gymAvailabilityQueryPrefix(gymId) });
    },
  });
}
