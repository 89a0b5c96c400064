import type { AdminMessage, MessageChannel } from '@gymslot/shared/admin-message-schemas';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DetailsList } from './details-list';
import { useStore } from '../../../i18n/use-store';
import { formatIstCalendarDate } from '../../../lib/date-formatters';
import { messageKindLabel, messageKindTexts } from '../message-kinds';
import { messageOutboxTexts, type MessageOutboxTexts } from '../message-outbox-texts';
import { MessageStatusBadge } from './message-status-badge';

const channelLabels = {
  email: 'channelEmail',
  whatsapp: 'channelWhatsapp',
  sms: 'channelSms',
} as const satisfies Record<MessageChannel, keyof MessageOutboxTexts>;

/** An instant as the admin reads it, in IST whatever the laptop's time zone: 'Sat, 21 Nov 2026, 06:00 PM IST'. */
function istDateTime(iso: string, t: MessageOutboxTexts): string {
  const instant = new Date(iso);
  return t.atTime({ date: formatIstCalendarDate(instant), time: istTimeOfDay(instant) });
}

interface MessageCardProps {
  message: AdminMessage;
  onRetry: (message: AdminMessage) => void;
  retrying: boolean;
}

/** One outgoing message: what, to whom (masked by the server), how it went, and a retry when it failed. */
export function MessageCard({ message, onRetry, retrying }: MessageCardProps) {
  const t = useStore(messageOutboxTexts);
  const kind = messageKindLabel(message.kind, useStore(messageKindTexts));
  const details = [
    { term: t.channel, value: t[channelLabels[message.channel]] },
    // Whole, on one line where it fits: a masked address is read as one thing.
    { term: t.to, value: message.to, className: 'font-mono break-all' },
    { term: t.attempts, value: String(message.attempts) },
    { term: t.created, value: istDateTime(message.createdAt, t) },
    ...(message.sentAt ? [{ term: t.sentAt, value: istDateTime(message.sentAt, t) }] : []),
  ];

  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold break-words">{kind}</h2>
        <MessageStatusBadge status={message.status} />
      </div>
      <DetailsList details={details} />
      {message.lastError && (
        <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t.lastError}</p>
          {/* A provider's own words, often one long token: it wraps anywhere rather than widen the page. */}
          <p className="break-all">{message.lastError}</p>
        </div>
      )}
      {message.status === 'failed' && (
        <Button variant="secondary" pending={retrying} onClick={() => onRetry(message)} className="mt-auto w-full sm:w-auto sm:self-start">
          <RotateCw aria-hidden="true" className="size-4" />
          {t.retry}
          <span className="sr-only">{t.retryWhich({ kind, to: message.to })}</span>
        </Button>
      )}
    </article>
  );
}
