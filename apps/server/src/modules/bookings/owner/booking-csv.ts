import type { Booking } from '@gymslot/shared/booking-schemas';
import { istTimestamp } from '@gymslot/shared/ist-time';
import { csvLine } from '../../../lib/csv.js';

// The CSV export of B5/B6 (§8.7): RFC 4180, one booking a line, safe to open in a spreadsheet.

const header = ['Booking ID', 'Gym', 'City', 'Date', 'Time slot', 'Customer', 'Customer email', 'Amount (INR)', 'Status', 'Checked in at', 'Booked at'];

/** A moment in IST with its offset, like the slot's own IST date and time (decision 068); '' for none. */
const inIst = (iso: string | null | undefined) => (iso ? istTimestamp(new Date(iso)) : '');

function statusOf(booking: Booking): string {
  if (booking.refund) return 'refund_failed';
  if (booking.status !== 'confirmed') return booking.status;
  return booking.isVerified ? 'verified' : 'pending';
}

/** One line per booking. No OTP: a file travels further than the screen it came from. */
export function bookingCsvLine(booking: Booking): string {
  return csvLine([
    booking._id,
    booking.gym.name,
    booking.gym.city,
    booking.date,
    booking.timeSlot,
    booking.user.name,
    booking.user.email,
    booking.amount.toFixed(2),
    statusOf(booking),
    inIst(booking.verifiedAt),
    inIst(booking.createdAt),
  ]);
}

/**
 * The whole file as a stream of text: a byte order mark (Excel, which most owners open it in, reads
 * Hindi names correctly only with it), the header, then each batch's lines as it arrives.
 */
export async function* bookingCsvChunks(batches: AsyncIterable<Booking[]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const batch of batches) yield batch.map(bookingCsvLine).join('');
}
