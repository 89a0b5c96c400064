import type { DayOfWeek } from '@gymslot/shared/ist-time';
import { availabilityMessages, setRecurringBodySchema } from '@gymslot/shared/owner-availability-schemas';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useStore } from '../../../i18n/use-store';
import { formatWeekdayName } from '../../../lib/date-formatters';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema, type FieldErrors } from '../../../lib/schema-form';
import type { RecurringHours } from '../api/get-recurring-day';
import { useSetRecurringMutation } from '../api/set-recurring';
import { hoursProblemMessages, weeklyAvailabilityMessages } from '../availability-messages';
import { friendlyServerText, serverErrorText } from '../../../i18n/server-messages';

interface RecurringHoursFormProps {
  gymId: string;
  day: DayOfWeek;
  /** What the day has now; the inputs start from it and keep what is typed after an error. */
  initialHours: RecurringHours;
}

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/** One weekday's opening window, typed as 'HH:MM AM/PM' (spec §5 "Weekly availability"). */
export function RecurringHoursForm({ gymId, day, initialHours }: RecurringHoursFormProps) {
  const t = useStore(weeklyAvailabilityMessages);
  const problemTexts = useStore(hoursProblemMessages);
  const setRecurring = useSetRecurringMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Each time's problem, beside it: the schema's words, shown in the screen's plainer ones.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const shownError = (field: 'startTime' | 'endTime') => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : friendlyServerText(message, problemTexts);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readTextFields(event.currentTarget, ['startTime', 'endTime']);
    // The shared R2 schema takes lenient spellings ('9:00 am') and gives them in canonical form.
    const check = checkWithSchema(setRecurringBodySchema, { gymId, dayOfWeek: day, ...fields });
    // Start before end is the whole body's rule: it is the end time that is shown wrong.
    setFieldErrors(check.ok ? {} : { startTime: check.fieldErrors.startTime, endTime: check.fieldErrors.endTime ?? check.fieldErrors[''] });
    if (!check.ok) {
      const timeMissing = [check.fieldErrors.startTime, check.fieldErrors.endTime].includes(availabilityMessages.missing);
      setOutcome({ tone: 'error', text: timeMissing ? t.enterBoth : check.message });
      return;
    }
    setOutcome(null);
    setRecurring.mutate(
      check.data,
      {
        onSuccess: () => setOutcome({ tone: 'success', text: t.updated({ day: formatWeekdayName(day) }) }),
        onError: (error) =>
          setOutcome({ tone: 'error', text: serverErrorText(error, t.setFailed) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.startLabel}
          name="startTime"
          defaultValue={initialHours.startTime}
          placeholder="09:00 AM"
          autoComplete="off"
          error={shownError('startTime')}
        />
        <TextField label={t.endLabel} name="endTime" defaultValue={initialHours.endTime} placeholder="05:00 PM" autoComplete="off" error={shownError('endTime')} />
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button type="submit" pending={setRecurring.isPending} className="w-full sm:w-auto">
        {t.save}
      </Button>
    </form>
  );
}
