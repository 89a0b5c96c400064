import { useMutation } from '@tanstack/react-query';
import type { InitiateBookingBody, InitiateBookingReply } from '@gymslot/shared/booking-schemas';
import { apiRequest } from '../../../lib/api-client';

export function initiateBooking(body: InitiateBookingBody): Promise<InitiateBookingReply> {
  return apiRequest<InitiateBookingReply>('/bookings/initiate', { method: 'POST', body, successStatus: 200 });
}

export function useInitiateBookingMutation() {
  return useMutation({ mutationFn: initiateBooking });
}
