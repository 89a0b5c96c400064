import type { AdminDispute, DisputeEvidence } from '@gymslot/shared/dispute-schemas';
import { formatRupees } from '@gymslot/shared/money';
import { useStore } from '../../../i18n/use-store';
import { disputeTexts, type DisputeTexts } from '../dispute-texts';
import { messageKindLabel, messageKindTexts } from '../message-kinds';
import { messageOutboxTexts } from '../message-outbox-texts';
import { DetailsList } from './details-list';
import { useIstTime } from '../hooks/use-ist-time';

const channelLabels = { email: 'channelEmail', whatsapp: 'channelWhatsapp', sms: 'channelSms' } as const;

const reasonLabels: Record<string, keyof DisputeTexts> = { closed: 'reasonClosed', refused: 'reasonRefused', other: 'reasonOther' };
const reportStatusLabels: Record<string, keyof DisputeTexts> = {
  open: 'reportOpen',
  resolved: 'reportResolved',
  contested: 'reportContested',
  refunded: 'reportRefunded',
  rejected: 'reportRejected',
};

/** A label of the texts by a value the server sends; a value this screen does not know yet shows as sent. */
function labelOf(value: string, labels: Record<string, keyof DisputeTexts>, t: DisputeTexts): string {
  const key = Object.hasOwn(labels, value) ? labels[value] : undefined;
  const text = key ? t[key] : undefined;
  return typeof text === 'string' ? text : value;
}

function CheckIn({ checkIn }: { checkIn: DisputeEvidence['checkIn'] }) {
  const t = useStore(disputeTexts);
  const at = useIstTime();
  if (!checkIn.checkedIn || !checkIn.at) return <>{t.notCheckedIn}</>;
  const time = at(checkIn.at);
  if (checkIn.method === 'otp') return <>{t.checkedInByOtp({ time })}</>;
  if (checkIn.method === 'pass') return <>{t.checkedInByPass({ time })}</>;
  return <>{t.checkedInAt({ time })}</>;
}

/**
 * What GymSlot can show the bank (§8.10): when the booking was made and paid, the payment, the
 * check-in, the messages sent to the person (recipients masked by the server) and any 'not let in'
 * report with the gym's answer.
 */
export function DisputeEvidenceList({ dispute, evidence }: { dispute: AdminDispute; evidence: DisputeEvidence }) {
  const t = useStore(disputeTexts);
  const outbox = useStore(messageOutboxTexts);
  const kinds = useStore(messageKindTexts);
  const at = useIstTime();
  const headingId = `evidence-${dispute._id}`;
  const details = [
    { term: t.bookedAt, value: at(evidence.bookedAt) },
    ...(evidence.paidAt ? [{ term: t.paidAt, value: at(evidence.paidAt) }] : []),
    ...(evidence.payment
      ? [
          {
            term: t.payment,
            value: `${evidence.payment.id} · ${formatRupees(evidence.payment.amount)} · ${evidence.payment.status}`,
            className: 'break-all',
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {t.evidenceHeading}
      </h3>
      <DetailsList details={details} />
      <p className="text-sm">
        <span className="text-neutral-700">{t.checkIn}: </span>
        <span className="font-medium">
          <CheckIn checkIn={evidence.checkIn} />
        </span>
      </p>
      <div className="space-y-1">
        <h4 className="text-sm font-semibold">{t.messagesHeading}</h4>
        {evidence.messages.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.noMessages}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {evidence.messages.map((message, index) => (
              <li key={`${message.createdAt}-${index}`} className="break-words">
                <span className="font-medium">
                  {`${messageKindLabel(message.kind, kinds)} · ${outbox[channelLabels[message.channel]]} · ${message.to}`}
                </span>
                {' · '}
                <span className={message.status === 'failed' ? 'text-red-700' : 'text-neutral-700'}>
                  {message.status === 'sent' && message.sentAt
                    ? t.messageSent({ time: at(message.sentAt) })
                    : message.status === 'failed'
                      ? t.messageFailed
                      : t.messageQueued}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-1">
        <h4 className="text-sm font-semibold">{t.reportsHeading}</h4>
        {evidence.notLetInReports.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.noReports}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {evidence.notLetInReports.map((report) => (
              <li key={report._id} className="break-words">
                <p className="font-medium">
                  {`${at(report.createdAt)}: ${labelOf(report.reason, reasonLabels, t)} · ${labelOf(report.status, reportStatusLabels, t)}`}
                </p>
                {report.note && <p className="text-neutral-700">{t.customerNote({ note: report.note })}</p>}
                {report.ownerNote && <p className="text-neutral-700">{t.gymNote({ note: report.ownerNote })}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
