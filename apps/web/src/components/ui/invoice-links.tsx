import type { Booking } from '@gymslot/shared/booking-schemas';
import { params } from '@gymslot/shared/message-params';
import { FileText } from 'lucide-react';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';
import { apiUrl } from '../../lib/api-client';
import { buttonClassName } from './button-styles';

const messages = i18n('ui-invoice-links', {
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Download credit note',
  ofBooking: params(' of booking {id}'),
});

/**
 * §8.7's GST documents of a paid booking as plain downloads: the session cookie rides along, and
 * the browser saves the PDF under the name the server gives. Nothing when the booking has none.
 */
export function InvoiceLinks({ booking }: { booking: Booking }) {
  const t = useStore(messages);
  const documents = [
    ...(booking.hasInvoice ? [{ path: 'invoice', label: t.downloadInvoice }] : []),
    ...(booking.hasCreditNote ? [{ path: 'credit-note', label: t.downloadCreditNote }] : []),
  ];
  return documents.map((document) => (
    <a key={document.path} href={apiUrl(`/bookings/${booking._id}/${document.path}`)} download className={buttonClassName('secondary')}>
      <FileText aria-hidden="true" className="size-4" />
      {document.label}
      <span className="sr-only">{t.ofBooking({ id: booking._id.slice(0, 8) })}</span>
    </a>
  ));
}
