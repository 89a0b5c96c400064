import { params } from '@gymslot/shared/message-params';
import { WifiOff } from 'lucide-react';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { savedCopyTimeText } from '../saved-copy-time';

const messages = i18n('bookings-saved-copy-note', {
  bookings: params('Offline — showing your bookings as of {time}'),
  booking: params('Offline — showing this booking as of {time}'),
  why: 'GymSlot could not be reached. Your pass still works at the door.',
});

interface SavedCopyNoteProps {
  /** When the service worker saved the copy shown (ISO-8601). */
  savedAt: string;
  /** What is shown: the My Bookings list or one booking. */
  of: 'bookings' | 'booking';
}

/** Says that the server could not be reached and what is shown instead: the copy saved at that time (decision 067). */
export function SavedCopyNote({ savedAt, of }: SavedCopyNoteProps) {
  const t = useStore(messages);
  const time = savedCopyTimeText(savedAt, new Date());
  return (
    <div role="status" className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{t[of]({ time })}</strong> <span>{t.why}</span>
      </p>
    </div>
  );
}
