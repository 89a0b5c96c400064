import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingListReply, BookingReply } from '@gymslot/shared/booking-schemas';
import { reportNotLetIn } from '@gymslot/shared/endpoints/not-let-in';
import type { NotLetInSummary, ReportNotLetInBody, ReportNotLetInReply } from '@gymslot/shared/not-let-in-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myBookingsQueryKey } from '../../../lib/query-keys';
import { bookingQueryKey } from './booking';

/** §8.10: the booker tells GymSlot the gym did not let them in; 201 with the report, 409 with the reason it cannot be. */
export function reportBookingNotLetIn(bookingId: string, body: ReportNotLetInBody): Promise<ReportNotLetInReply> {
  return callEndpoint(reportNotLetIn, { params: { id: bookingId }, body });
}

const withReport = (report: NotLetInSummary) => (booking: BookingReply['booking']) =>
  booking._id === report.bookingId ? { ...booking, notLetIn: report } : booking;

/** Reports one booking; its card and its confirmation screen show the report at once, and the list is read again. */
export function useReportNotLetInMutation(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportNotLetInBody) => reportBookingNotLetIn(bookingId, body),
    onSuccess: ({ report }) => {
      queryClient.setQueryData<BookingListReply>(myBookingsQueryKey, (list) => list && { ...list, bookings: list.bookings.map(withReport(report)) });
      queryClient.setQueryData<BookingReply>(bookingQueryKey(bookingId), (reply) => reply && { ...reply, booking: withReport(report)(reply.booking) });
      void queryClient.invalidateQueries({ queryKey: myBookingsQueryKey });
    },
  });
}
