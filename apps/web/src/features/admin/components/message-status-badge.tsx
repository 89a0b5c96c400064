import type { MessageStatus } from '@gymslot/shared/admin-message-schemas';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useStore } from '../../../i18n/use-store';
import { messageOutboxTexts } from '../message-outbox-texts';

// ui.md's colours: green for done, amber for waiting, red for an error.
const tones = { sent: 'success', queued: 'pending', failed: 'failed' } as const satisfies Record<MessageStatus, string>;

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const t = useStore(messageOutboxTexts);
  return <StatusBadge tone={tones[status]}>{t[status]}</StatusBadge>;
}
