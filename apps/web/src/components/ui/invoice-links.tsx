import type { DeskBooking as Booking } from '@gymslot/shared/booking-schemas';
import { endpointUrl } from '@gymslot/shared/endpoints/endpoint-url';
import { getCreditNote, getInvoice } from '@gymslot/shared/endpoints/invoices';
import { params } from '@gymslot/shared/message-params';
import { FileText } from 'lucide-react';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';
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
    ...(booking.hasInvoice ? [{ endpoint: getInvoice, label: t.downloadInvoice }] : []),
    ...(booking.hasCreditNote ? [{ endpoint: getCreditNote, label: t.downloadCreditNote }] : []),
  ];
  return documents.map((document) => (
    <a key={document.endpoint.path} href={endpointUrl(document.endpoint, { id: booking._id })} download className={buttonClassName('secondary')}>
      <FileText aria-hidden="true" className="size-4" />
      {document.label}
      <span className="sr-only">{t.ofBooking({ id: booking._id.slice(0, 8) })}</span>
    </a>
  ));
}
