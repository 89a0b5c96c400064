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
import { checkWithSchema } from '../../../lib/schema-form';
import type { RecurringHours } from '../api/get-recurring-day';
import { useSetRecurringMutation } from '../api/set-recurring';
import { weeklyAvailabilityMessages } from '../availability-messages';
import { serverErrorText } from '../../../i18n/server-messages';

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
  const setRecurring = useSetRecurringMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readTextFields(event.currentTarget, ['startTime', 'endTime']);
    // The shared R2 schema takes lenient spellings ('9:00 am') and gives them in canonical form.
    const check = checkWithSchema(setRecurringBodySchema, { gymId, dayOfWeek: day, ...fields });
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
        <TextField label={t.startLabel} name="startTime" defaultValue={initialHours.startTime} placeholder="09:00 AM" autoComplete="off" />
        <TextField label={t.endLabel} name="endTime" defaultValue={initialHours.endTime} placeholder="05:00 PM" autoComplete="off" />
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button type="submit" pending={setRecurring.isPending} className="w-full sm:w-auto">
        {t.save}
      </Button>
    </form>
  );
}
