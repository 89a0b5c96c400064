import { latestDate } from '@gymslot/shared/date-window';
import { istDate } from '@gymslot/shared/ist-time';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MultiDatePicker } from '../../../components/ui/multi-date-picker';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useStore } from '../../../i18n/use-store';
import { readTextFields } from '../../../lib/form-fields';
import type { OwnerGym } from '../../my-gyms/api/get-my-gyms';
import { useSetDateAvailabilityMutation } from '../api/set-date-availability';
import { dateAvailabilityMessages } from '../availability-messages';
import { planDateAvailability } from '../date-availability-plan';
import { ChosenDates } from './chosen-dates';
import { serverErrorText } from '../../../i18n/server-messages';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/** The fields of a managed gym (G10) that the gym select reads. */
type GymChoice = Pick<OwnerGym, '_id' | 'name' | 'city'>;

/** Spec §2 "Date-specific availability": one gym, any number of days, one daily window. */
export function DateAvailabilityForm({ gyms }: { gyms: readonly GymChoice[] }) {
  const t = useStore(dateAvailabilityMessages);
  const [chosenGymId, setChosenGymId] = useState<string | null>(null);
  const gymId = chosenGymId ?? gyms[0]?._id ?? '';
  const [dates, setDates] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const setAvailability = useSetDateAvailabilityMutation();
  const today = istDate(new Date());

  function toggleDate(date: string) {
    setDates((chosen) => (chosen.includes(date) ? chosen.filter((entry) => entry !== date) : [...chosen, date]));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const times = readTextFields(event.currentTarget, ['startTime', 'endTime']);
    const plan = planDateAvailability({ gymId, dates, ...times });
    if (!plan.ok) {
      setOutcome({ tone: 'error', text: t[plan.problem] });
      return;
    }
    setOutcome(null);
    const gymName = gyms.find((gym) => gym._id === gymId)?.name ?? t.yourGym;
    setAvailability.mutate(plan.request, {
      onSuccess: () => {
        setOutcome({ tone: 'success', text: t.setFor({ dates: t.dateCount(plan.request.dates.length), gym: gymName }) });
        setDates([]);
      },
      onError: (error) => setOutcome({ tone: 'error', text: serverErrorText(error, t.setFailed) }),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <SelectField
        label={t.gym}
        value={gymId}
        options={gyms.map((gym) => ({ value: gym._id, label: `${gym.name} (${gym.city})` }))}
        onChange={setChosenGymId}
      />
      {/* The server takes dates up to two years ahead (issue 26). */}
      <MultiDatePicker label={t.dates} selectedDates={dates} onToggleDate={toggleDate} minDate={today} maxDate={latestDate(today)} />
      <ChosenDates dates={dates} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.startTime} name="startTime" type="time" defaultValue="09:00" required />
        <TextField label={t.endTime} name="endTime" type="time" defaultValue="17:00" required />
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Button type="submit" pending={setAvailability.isPending} disabled={gymId === '' || dates.length === 0} className="w-full sm:w-auto">
        {t.submit}
      </Button>
    </form>
  );
}
