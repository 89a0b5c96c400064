import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { addDays, istDate } from '@gymslot/shared/ist-time';
import { formatRupees } from '@gymslot/shared/money';
import { MAX_CLOSURE_DAYS_AHEAD } from '@gymslot/shared/selling-rules';
import { closureBodySchema, closureMessages, type ClosureBody } from '@gymslot/shared/selling-schemas';
import { fromTwentyFourHour } from '@gymslot/shared/time-of-day';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { readTextFields } from '../../../lib/form-fields';
import { useAddClosureMutation } from '../api/closures';
import { closuresMessages } from '../selling-messages';

const fieldNames = ['date', 'startTime', 'endTime', 'reason'] as const;
type FieldName = (typeof fieldNames)[number];
type FieldProblems = Partial<Record<FieldName, string>>;

type Outcome = { kind: 'saved'; refunded: number } | { kind: 'failed'; text: string };

/** The paid bookings a 409 listed, and the body to send again with refundBookings. */
interface AwaitingRefund {
  body: ClosureBody;
  bookings: Booking[];
}

/** The bookings of a 409 (§8.12: `{ ..., bookings: Booking[] }`), or undefined for any other failure. */
function bookingsInside(error: unknown): Booking[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const listed = (error.envelope as { bookings?: unknown } | undefined)?.bookings;
  return Array.isArray(listed) ? (listed as Booking[]) : undefined;
}

/** A time input's '13:30' as the API's '01:30 PM'; what was typed when it is not one (the schema words the problem). */
const apiTime = (typed: string) => fromTwentyFourHour(typed) ?? typed;

/** §8.12: close some hours of a date; paid bookings inside are shown, and cancelled with a refund only once the owner says so. */
export function ClosureForm({ gymId }: { gymId: string }) {
  const t = useStore(closuresMessages);
  const add = useAddClosureMutation(gymId);
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [awaiting, setAwaiting] = useState<AwaitingRefund | null>(null);
  const today = istDate(new Date());

  function send(body: ClosureBody) {
    add.mutate(
      { gymId, body },
      {
        onSuccess: (reply) => {
          setAwaiting(null);
          setOutcome({ kind: 'saved', refunded: reply.refundedBookings ?? 0 });
          formRef.current?.reset();
        },
        onError: (error) => {
          const bookings = bookingsInside(error);
          if (bookings && bookings.length > 0) {
            setAwaiting({ body, bookings });
            return;
          }
          setAwaiting(null);
          setOutcome({ kind: 'failed', text: serverErrorText(error, t.saveFailed) });
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readTextFields(event.currentTarget, fieldNames);
    const body: ClosureBody = { ...fields, startTime: apiTime(fields.startTime), endTime: apiTime(fields.endTime) };
    // The server's own rules, so each field's problem shows at once beside it.
    const checked = closureBodySchema.safeParse(body);
    const found: FieldProblems = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as FieldName | undefined;
        if (field && !found[field]) found[field] = translateServerText(issue.message);
      }
    } else if (checked.data.date < today) {
      found.date = translateServerText(closureMessages.datePast);
    }
    setProblems(found);
    setOutcome(null);
    setAwaiting(null);
    if (Object.keys(found).length > 0) return;
    send(body);
  }

  const refunds = awaiting?.bookings.length ?? 0;
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4">
      <h3 className="text-lg font-bold">{t.formCaption}</h3>
      <TextField
        label={t.date}
        name="date"
        type="date"
        min={today}
        max={addDays(today, MAX_CLOSURE_DAYS_AHEAD)}
        error={problems.date}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.from} name="startTime" type="time" step={60} error={problems.startTime} />
        <div className="space-y-1">
          <TextField label={t.to} name="endTime" type="time" step={60} error={problems.endTime} />
          <p className="text-sm text-neutral-600">{t.toHint}</p>
        </div>
      </div>
      <div className="space-y-1">
        <TextField label={t.reason} name="reason" maxLength={200} error={problems.reason} />
        <p className="text-sm text-neutral-600">{t.reasonHint}</p>
      </div>
      {awaiting && (
        <div role="alertdialog" aria-labelledby="closure-refund-question" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-950">
          <p>{t.bookingsInside(refunds)}</p>
          <ul className="list-disc space-y-1 pl-5">
            {awaiting.bookings.map((booking) => (
              <li key={booking._id}>
                {formatCalendarDate(booking.date)}: {booking.user.name}, {booking.timeSlot}, {formatRupees(booking.amount)}
              </li>
            ))}
          </ul>
          <p id="closure-refund-question" className="font-semibold">
            {t.confirmRefund(refunds)}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="danger" pending={add.isPending} onClick={() => send({ ...awaiting.body, refundBookings: true })}>
              {t.confirmYes}
            </Button>
            <Button variant="secondary" disabled={add.isPending} onClick={() => setAwaiting(null)}>
              {t.confirmNo}
            </Button>
          </div>
        </div>
      )}
      {outcome?.kind === 'saved' && <Alert tone="success">{outcome.refunded > 0 ? t.savedWithRefunds(outcome.refunded) : t.saved}</Alert>}
      {outcome?.kind === 'failed' && <Alert tone="error">{outcome.text}</Alert>}
      {!awaiting && (
        <Button type="submit" pending={add.isPending} className="w-full sm:w-auto">
          {t.submit}
        </Button>
      )}
    </form>
  );
}
