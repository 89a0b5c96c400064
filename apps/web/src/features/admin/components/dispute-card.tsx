import type { AdminDispute, DisputedBooking } from '@gymslot/shared/dispute-schemas';
import { formatRupees } from '@gymslot/shared/money';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate } from '../../../lib/date-formatters';
import type { DisputeAnswer } from '../api/answer-dispute';
import { disputeStatusLabels, disputeStatusTones } from '../dispute-statuses';
import { disputeTexts } from '../dispute-texts';
import { useIstTime } from '../hooks/use-ist-time';
import { DetailsList } from './details-list';
import { DisputeAnswerPanel } from './dispute-answer';
import { DisputeEvidenceList } from './dispute-evidence-list';

const bookingStatusLabels: Record<string, 'bookingConfirmed' | 'bookingCancelled' | 'bookingRefunded' | 'bookingExpired' | 'bookingHeld'> = {
  confirmed: 'bookingConfirmed',
  cancelled: 'bookingCancelled',
  refunded: 'bookingRefunded',
  expired: 'bookingExpired',
  held: 'bookingHeld',
};

function BookingDetails({ dispute, booking }: { dispute: AdminDispute; booking: DisputedBooking }) {
  const t = useStore(disputeTexts);
  const statusKey = Object.hasOwn(bookingStatusLabels, booking.status) ? bookingStatusLabels[booking.status] : undefined;
  const status = statusKey ? t[statusKey] : booking.status;
  const headingId = `booking-${dispute._id}`;
  const person = [booking.person.name, booking.person.email, booking.person.phone].filter((part) => part !== null).join(' · ');
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-lg font-semibold">
        {t.bookingHeading}
      </h3>
      <DetailsList
        details={[
          { term: t.gym, value: `${booking.gym.name}, ${booking.gym.city}` },
          { term: t.slot, value: `${formatCalendarDate(booking.date)}, ${booking.timeSlot}` },
          { term: t.bookingAmount, value: formatRupees(booking.amount) },
          { term: t.person, value: person, className: 'break-all' },
          { term: t.bookingStatus, value: status },
          { term: t.bookingId, value: booking._id, className: 'font-mono select-all break-all' },
        ]}
      />
    </section>
  );
}

interface DisputeCardProps {
  dispute: AdminDispute;
  /** Accept or contest through Razorpay; true when it took the answer. */
  onAnswer: (answer: DisputeAnswer) => Promise<boolean>;
  answering: boolean;
  /** The time the deadline is measured against. */
  now: Date;
}

/** One dispute (§8.10): what Razorpay says of it, the booking, the evidence for the bank, and the answer. */
export function DisputeCard({ dispute, onAnswer, answering, now }: DisputeCardProps) {
  const t = useStore(disputeTexts);
  const at = useIstTime();
  const amount = formatRupees(dispute.amount);
  const deadline = dispute.respondBy && (new Date(dispute.respondBy) < now && dispute.canAnswer ? t.deadlinePassed({ date: at(dispute.respondBy) }) : at(dispute.respondBy));
  const details = [
    { term: t.amount, value: amount },
    ...(dispute.reasonDescription || dispute.reasonCode ? [{ term: t.reason, value: dispute.reasonDescription ?? dispute.reasonCode ?? '' }] : []),
    ...(dispute.phase ? [{ term: t.phase, value: dispute.phase }] : []),
    ...(deadline ? [{ term: t.answerBy, value: deadline, className: dispute.canAnswer ? 'text-amber-900' : '' }] : []),
    { term: t.opened, value: at(dispute.openedAt) },
    { term: t.paymentId, value: dispute.paymentId, className: 'font-mono select-all break-all' },
    { term: t.disputeId, value: dispute._id, className: 'font-mono select-all break-all' },
  ];
  const action = dispute.action;

  return (
    <article className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{dispute.booking ? `${t.disputeOf({ amount })} · ${dispute.booking.gym.name}` : t.disputeOf({ amount })}</h2>
        <StatusBadge tone={disputeStatusTones[dispute.status]}>{t[disputeStatusLabels[dispute.status]]}</StatusBadge>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <DetailsList details={details} />
          {dispute.booking ? <BookingDetails dispute={dispute} booking={dispute.booking} /> : <p className="text-sm text-neutral-700">{t.noBooking}</p>}
        </div>
        {dispute.evidence && <DisputeEvidenceList dispute={dispute} evidence={dispute.evidence} />}
      </div>
      {action && (
        <div className="space-y-1 rounded-xl border border-neutral-200 bg-neutral-50 p-3 text-sm">
          <p className="font-medium">
            {action.kind === 'accepted' ? t.acceptedBy({ name: action.actedBy, time: at(action.actedAt) }) : t.contestedBy({ name: action.actedBy, time: at(action.actedAt) })}
          </p>
          {action.summary && (
            <>
              <p className="text-neutral-700">{t.summarySent}</p>
              <p className="break-words whitespace-pre-line">{action.summary}</p>
            </>
          )}
        </div>
      )}
      {dispute.canAnswer && <DisputeAnswerPanel dispute={dispute} onAnswer={onAnswer} pending={answering} />}
    </article>
  );
}
