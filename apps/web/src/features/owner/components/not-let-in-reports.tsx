import type { OwnerReport } from '@gymslot/shared/not-let-in-schemas';
import { NOT_LET_IN_NOTE_MAX_LENGTH, type NotLetInReason } from '@gymslot/shared/not-let-in';
import { params } from '@gymslot/shared/message-params';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { DoorClosed, MessageSquareReply, UserCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorState } from '../../../components/ui/error-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { useOwnerReportsQuery } from '../api/get-owner-reports';
import { useRespondToReportMutation } from '../api/respond-to-report';

const messages = i18n('owner-not-let-in', {
  heading: "Customers who say they weren't let in",
  intro: "Check each one in with their OTP or door pass, or answer with what happened. A report nobody answers within 30 minutes is refunded in full, and your share of it is taken back.",
  loadFailed: "Failed to load the 'not let in' reports. Please try again.",
  reasonClosed: 'Says the gym was closed',
  reasonRefused: 'Says they were turned away at the door',
  reasonOther: 'Says something else happened',
  theirNote: params('Their note: “{note}”'),
  slot: params('{gym} · {date}, {time}'),
  answerBy: params('Check in or answer by {time}'),
  waitingForGymSlot: "GymSlot's team decides",
  open: 'Waiting for you',
  yourAnswer: params('Your answer: “{note}”'),
  checkIn: 'Check in',
  answer: 'Answer',
  /** Screen-reader text after a button, naming the customer. */
  forWhom: params(' {name}'),
  answerLabel: 'What happened? GymSlot’s team reads this before deciding.',
  send: 'Send answer',
  cancel: 'Cancel',
  answerFailed: 'Your answer could not be sent. Please try again.',
  answered: "Your answer was sent. GymSlot's team will decide.",
});

type Texts = ReturnType<typeof messages.get>;

const reasonTexts = { closed: 'reasonClosed', refused: 'reasonRefused', other: 'reasonOther' } as const satisfies Record<NotLetInReason, keyof Texts>;

function AnswerForm({ id, report, onDone }: { id: string; report: OwnerReport; onDone: (sent: boolean) => void }) {
  const t = useStore(messages);
  const [note, setNote] = useState('');
  const mutation = useRespondToReportMutation();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate({ reportId: report._id, note: note.trim() }, { onSuccess: () => onDone(true) });
  }

  return (
    <form id={id} onSubmit={handleSubmit} noValidate className="space-y-3 rounded-xl border border-neutral-200 bg-neutral-50 p-3">
      <TextAreaField label={t.answerLabel} value={note} maxLength={NOT_LET_IN_NOTE_MAX_LENGTH} required onChange={(event) => setNote(event.target.value)} />
      {mutation.isError && <Alert tone="error">{serverErrorText(mutation.error, t.answerFailed)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={mutation.isPending} disabled={note.trim() === ''}>
          {t.send}
        </Button>
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => onDone(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function ReportCard({ report }: { report: OwnerReport }) {
  const t = useStore(messages);
  const headingId = useId();
  const formId = useId();
  const [answering, setAnswering] = useState(false);
  const [justAnswered, setJustAnswered] = useState(false);
  const answerButton = useRef<HTMLButtonElement>(null);
  const { booking, person } = report;

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl border-2 border-amber-300 bg-white p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold break-words">
            {person.name}
          </h3>
          <p className="text-sm text-neutral-700">{t.slot({ gym: report.gym.name, date: formatCalendarDate(booking.date), time: booking.timeSlot })}</p>
        </div>
        <StatusBadge tone="pending">{report.status === 'open' ? t.open : t.waitingForGymSlot}</StatusBadge>
      </header>
      <p className="font-semibold">{t[reasonTexts[report.reason]]}</p>
      {report.note && <p className="text-sm break-words text-neutral-800">{t.theirNote({ note: report.note })}</p>}
      {report.status === 'open' && <p className="text-sm font-semibold text-amber-900">{t.answerBy({ time: istTimeOfDay(new Date(report.respondBy)) })}</p>}
      {report.ownerNote && <p className="text-sm break-words text-neutral-800">{t.yourAnswer({ note: report.ownerNote })}</p>}
      {justAnswered && <Alert tone="success">{t.answered}</Alert>}
      <div className="flex flex-wrap gap-2">
        {booking.otp !== undefined && (
          <ButtonLink to={paths.verifyBooking.getHref({ bookingId: booking._id, otp: String(booking.otp) })}>
            <UserCheck aria-hidden="true" className="size-4" />
            {t.checkIn}
            <span className="sr-only">{t.forWhom({ name: person.name })}</span>
          </ButtonLink>
        )}
        {report.canAnswer && (
          <Button ref={answerButton} variant="secondary" aria-expanded={answering} aria-controls={answering ? formId : undefined} onClick={() => setAnswering(!answering)}>
            <MessageSquareReply aria-hidden="true" className="size-4" />
            {t.answer}
            <span className="sr-only">{t.forWhom({ name: person.name })}</span>
          </Button>
        )}
      </div>
      {answering && (
        <AnswerForm
          id={formId}
          report={report}
          onDone={(sent) => {
            setAnswering(false);
            setJustAnswered(sent);
            if (!sent) requestAnimationFrame(() => answerButton.current?.focus());
          }}
        />
      )}
    </article>
  );
}

/**
 * §8.10 on the owner's dashboard: the reports waiting at their gyms, first thing on the screen, each
 * with 'Check in' (the usual verify flow, prefilled) and 'Answer'. Nothing shows while there are none.
 */
export function NotLetInReports() {
  const t = useStore(messages);
  const reports = useOwnerReportsQuery();
  if (!reports.isError && (reports.data === undefined || reports.data.reports.length === 0)) return null;

  return (
    <section aria-labelledby="not-let-in-heading" className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="not-let-in-heading" className="flex items-center gap-2 text-xl font-bold text-amber-950">
        <DoorClosed aria-hidden="true" className="size-5" />
        {t.heading}
        {reports.data ? ` (${reports.data.reports.length})` : ''}
      </h2>
      <p className="text-sm text-amber-950">{t.intro}</p>
      {reports.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void reports.refetch()} retrying={reports.isFetching} />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {reports.data.reports.map((report) => (
            <li key={report._id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
