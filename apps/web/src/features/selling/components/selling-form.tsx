import { useState } from 'react';
import type { FormEvent } from 'react';
import { sellingBodySchema, type Selling } from '@gymslot/shared/selling-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { translateServerText, serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { readTextFields } from '../../../lib/form-fields';
import { useSaveSellingMutation } from '../api/selling';
import { sellingMessages } from '../selling-messages';

const fieldNames = ['placesPerSlot', 'bookingWindowDays', 'minNoticeMinutes'] as const;
type FieldName = (typeof fieldNames)[number];
type FieldProblems = Partial<Record<FieldName, string>>;

type Outcome = { kind: 'saved' } | { kind: 'failed'; text: string };

/** §8.12: how many places per slot GymSlot sells, how far ahead, how soon before a slot starts. */
export function SellingForm({ saved }: { saved: Selling }) {
  const t = useStore(sellingMessages);
  const save = useSaveSellingMutation();
  const [problems, setProblems] = useState<FieldProblems>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readTextFields(event.currentTarget, fieldNames);
    const body = { ...fields, placesPerSlot: fields.placesPerSlot.trim() === '' ? null : fields.placesPerSlot };
    // The server's own rules, so each field's problem shows at once beside it.
    const checked = sellingBodySchema.safeParse(body);
    const found: FieldProblems = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as FieldName | undefined;
        if (field && !found[field]) found[field] = translateServerText(issue.message);
      }
    } else if (checked.data.placesPerSlot !== null && checked.data.placesPerSlot > saved.capacity) {
      found.placesPerSlot = t.placesTooMany({ capacity: saved.capacity });
    }
    setProblems(found);
    setOutcome(null);
    if (!checked.success || Object.keys(found).length > 0) return;
    save.mutate(
      { gymId: saved.gymId, body: checked.data },
      {
        onSuccess: () => setOutcome({ kind: 'saved' }),
        onError: (error) => setOutcome({ kind: 'failed', text: serverErrorText(error, t.saveFailed) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-5 rounded-2xl border border-neutral-200 bg-white p-4">
      <TextField
        label={t.placesPerSlot}
        name="placesPerSlot"
        inputMode="numeric"
        placeholder={t.allPlaces({ capacity: saved.capacity })}
        defaultValue={saved.placesPerSlot ?? ''}
        hint={t.placesHint({ capacity: saved.capacity })}
        error={problems.placesPerSlot}
      />
      <TextField
        label={t.bookingWindowDays}
        name="bookingWindowDays"
        inputMode="numeric"
        defaultValue={saved.bookingWindowDays}
        hint={t.windowHint}
        error={problems.bookingWindowDays}
      />
      <TextField
        label={t.minNoticeMinutes}
        name="minNoticeMinutes"
        inputMode="numeric"
        defaultValue={saved.minNoticeMinutes}
        hint={t.noticeHint}
        error={problems.minNoticeMinutes}
      />
      {outcome?.kind === 'saved' && <Alert tone="success">{t.saved}</Alert>}
      {outcome?.kind === 'failed' && <Alert tone="error">{outcome.text}</Alert>}
      <Button type="submit" pending={save.isPending} className="w-full sm:w-auto">
        {t.save}
      </Button>
    </form>
  );
}
