import type { NotLetInReason, NotLetInStatus } from '@gymslot/shared/not-let-in';
import type { AdminReport, ReportOutcome } from '@gymslot/shared/not-let-in-schemas';
import { formatRupees } from '@gymslot/shared/money';
import { NOT_LET_IN_NOTE_MAX_LENGTH } from '@gymslot/shared/not-let-in';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { Gavel } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate, formatIstCalendarDate } from '../../../lib/date-formatters';
import { adminReportsTexts, type AdminReportsTexts } from '../admin-reports-texts';
import { useDecideReportMutation } from '../api/decide-report';
import { DetailsList, type Detail } from './details-list';

const reasonTexts = { closed: 'reasonClosed', refused: 'reasonRefused', other: 'reasonOther' } as const satisfies Record<NotLetInReason, keyof AdminReportsTexts>;

const statusTones = { open: 'pending', contested: 'pending', resolved: 'success', refunded: 'ended', rejected: 'ended' } as const satisfies Record<
  NotLetInStatus,
  'pending' | 'success' | 'ended'
>;

/** An instant as the admin reads it, in IST whatever the laptop's zone. */
function istDateTime(iso: string, t: AdminReportsTexts): string {
  const instant = new Date(iso);
  return t.atTime({ date: formatIstCalendarDate(instant), time: istTimeOfDay(instant) });
}

function evidenceOf(report: AdminReport, t: AdminReportsTexts): Detail[] {
  const { evidence } = report;
  const checkIn = evidence.checkedInAt
    ? `${istDateTime(evidence.checkedInAt, t)} ${evidence.checkInMethod === 'pass' ? t.byPass : evidence.checkInMethod === 'otp' ? t.byOtp : ''}`.trim()
    : t.notCheckedIn;
  return [
    { term: t.member, value: report.person.name },
    { term: t.contact, value: report.person.contact, className: 'font-mono break-all' },
    { term: t.gym, value: `${report.gym.name}, ${report.gym.city}` },
    { term: t.slot, value: `${formatCalendarDate(report.booking.date)}, ${report.booking.timeSlot}` },
    { term: t.amount, value: formatRupees(report.booking.amount) },
    { term: t.booked, value: istDateTime(evidence.bookedAt, t) },
    ...(evidence.paidAt ? [{ term: t.paid, value: istDateTime(evidence.paidAt, t) }] : []),
    { term: t.checkedIn, value: checkIn },
    { term: t.reported, value: istDateTime(report.createdAt, t) },
    { term: t.answerBy, value: istDateTime(report.respondBy, t) },
    { term: t.gymAnswered, value: evidence.ownerAnsweredAt ? istDateTime(evidence.ownerAnsweredAt, t) : t.noAnswer },
    { term: t.history, value: t.historyValue({ reports: evidence.personReports, rejected: evidence.personRejected }) },
  ];
}

function DecideForm({ report, onDecided }: { report: AdminReport; onDecided: (outcome: ReportOutcome) => void }) {
  const t = useStore(adminReportsTexts);
  const id = useId();
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  const [note, setNote] = useState('');
  const [missingOutcome, setMissingOutcome] = useState(false);
  const mutation = useDecideReportMutation();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (outcome === null) {
      setMissingOutcome(true);
      return;
    }
    mutation.mutate({ reportId: report._id, body: { outcome, note: note.trim() } }, { onSuccess: () => onDecided(outcome) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3 rounded-xl border border-neutral-200 bg-neutral-50 p-3">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-neutral-800">{t.outcomeLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {(['refund', 'reject'] as const).map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 py-2 has-checked:border-accent-strong has-focus-visible:outline-2 has-focus-visible:outline-accent"
            >
              <input
                type="radio"
                name={`${id}-outcome`}
                value={choice}
                checked={outcome === choice}
                onChange={() => {
                  setOutcome(choice);
                  setMissingOutcome(false);
                }}
                className="size-4"
              />
              {choice === 'refund' ? t.refund : t.reject}
            </label>
          ))}
        </div>
      </fieldset>
      {missingOutcome && <p className="text-sm text-red-700">{t.chooseOutcome}</p>}
      <TextAreaField label={t.noteLabel} value={note} maxLength={NOT_LET_IN_NOTE_MAX_LENGTH} required onChange={(event) => setNote(event.target.value)} />
      {mutation.isError && <Alert tone="error">{serverErrorText(mutation.error, t.decideFailed)}</Alert>}
      <Button type="submit" pending={mutation.isPending} disabled={note.trim() === ''}>
        <Gavel aria-hidden="true" className="size-4" />
        {t.decide}
        <span className="sr-only">{t.forWhom({ name: report.person.name })}</span>
      </Button>
    </form>
  );
}

/** One report with what there is to decide by, and, while contested, the decision. */
export function ReportCard({ report }: { report: AdminReport }) {
  const t = useStore(adminReportsTexts);
  const headingId = useId();
  // Said where the admin pressed, once the decision is saved.
  const [decided, setDecided] = useState<ReportOutcome | null>(null);
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold break-words">
          {t[reasonTexts[report.reason]]}
        </h2>
        <StatusBadge tone={statusTones[report.status]}>{t[report.status]}</StatusBadge>
      </div>
      <DetailsList details={evidenceOf(report, t)} />
      {report.note && (
        <div className="rounded-xl border border-neutral-200 bg-neutral-50 p-3 text-sm">
          <p className="font-semibold">{t.theirNote}</p>
          <p className="break-words whitespace-pre-line">{report.note}</p>
        </div>
      )}
      {report.evidence.ownerNote && (
        <div className="rounded-xl border border-neutral-200 bg-neutral-50 p-3 text-sm">
          <p className="font-semibold">{t.gymAnswer}</p>
          <p className="break-words whitespace-pre-line">{report.evidence.ownerNote}</p>
        </div>
      )}
      {report.decision && (
        <div className="rounded-xl border border-neutral-200 bg-neutral-50 p-3 text-sm">
          <p className="font-semibold">{t.decision}</p>
          <p className="break-words whitespace-pre-line">{report.decision.note}</p>
          <p className="text-neutral-700">{istDateTime(report.decision.decidedAt, t)}</p>
        </div>
      )}
      {report.status === 'contested' && <DecideForm report={report} onDecided={setDecided} />}
      {decided && <Alert tone="success">{decided === 'refund' ? t.decidedRefund : t.decidedReject}</Alert>}
    </article>
  );
}
