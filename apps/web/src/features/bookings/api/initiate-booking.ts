import { useMutation } from '@tanstack/react-query';
import { bookingSchema } from '@gymslot/shared/booking-schemas';
import type { Booking, InitiateBookingBody, InitiateBookingReply } from '@gymslot/shared/booking-schemas';
import { initiateBooking as initiateBookingEndpoint } from '@gymslot/shared/endpoints/bookings';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';

export function initiateBooking(body: InitiateBookingBody): Promise<InitiateBookingReply> {
  return callEndpoint(initiateBookingEndpoint, { body });
}

export function useInitiateBookingMutation() {
  return useMutation({ mutationFn: initiateBooking });
}

/** The caller's own booking of the slot, sent with the 409 'You already have this slot'; null for any other failure. */
export function bookingOfSlotTaken(error: unknown): Booking | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = bookingSchema.safeParse(error.envelope?.booking);
  return parsed.success ? parsed.data : null;
}
