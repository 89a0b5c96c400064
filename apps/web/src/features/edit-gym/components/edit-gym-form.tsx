import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { addGymMessages } from '../../../components/gym-form/add-gym-messages';
import type { AddGymTexts } from '../../../components/gym-form/add-gym-messages';
import { fieldErrorText } from '../../../components/gym-form/add-gym-request';
import { AddGymField } from '../../../components/gym-form/add-gym-field';
import { useUpdateGymMutation } from '../api/update-gym';
import { editGymMessages } from '../edit-gym-messages';
import { editGymSections } from '../edit-gym-sections';
import { checkGymChanges, editGymFieldNames, editGymValues, problemsByField } from '../edit-gym-values';
import type { EditGymFieldErrors, EditGymValues, EditableGym } from '../edit-gym-values';
import { serverErrorText } from '../../../i18n/server-messages';

/** Fields whose values run long get the whole row from the second column on. */
const wideFields = new Set<string>(['name', 'description', 'amenities', 'address', 'gstin']);

/** What the last press of Save came to; a failure's text is drawn in the language shown. */
type Outcome = { kind: 'saved' } | { kind: 'unchanged' } | { kind: 'failed'; text: string };

/** Each problem as shown beside its field, in the language shown, joined as the add-gym screen does. */
function problemsText(problems: readonly string[], texts: AddGymTexts): string {
  const { fieldErrors, others } = problemsByField(problems);
  const worded = editGymFieldNames.flatMap((field) => {
    const message = fieldErrors[field];
    return message === undefined ? [] : [fieldErrorText(field, message, texts)];
  });
  return [...worded, ...others].join(', ');
}

/** The first field with a problem gets the focus, so a keyboard or screen-reader user lands on it. */
function focusFirstProblem(form: HTMLFormElement, errors: EditGymFieldErrors) {
  const first = editGymFieldNames.find((name) => errors[name] !== undefined);
  if (first !== undefined) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/** The form shows the gym as saved, as the server spelled it (a phone number as dialled, say). */
function showValues(form: HTMLFormElement, values: EditGymValues) {
  for (const name of editGymFieldNames) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = values[name];
  }
}

/** API contract §8.7: the gym's details, prefilled; Save sends only what changed. */
export function EditGymForm({ gym }: { gym: EditableGym }) {
  const t = useStore(editGymMessages);
  const fieldTexts = useStore(addGymMessages);
  const updateGym = useUpdateGymMutation();
  // What the server holds: the gym as loaded, then as the last save answered.
  const [stored, setStored] = useState(() => editGymValues(gym));
  const [fieldErrors, setFieldErrors] = useState<EditGymFieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = checkGymChanges(readTextFields(form, editGymFieldNames), stored);
    if (!check.ok) {
      setFieldErrors(check.fieldErrors);
      setOutcome(null);
      focusFirstProblem(form, check.fieldErrors);
      return;
    }
    setFieldErrors({});
    if (Object.keys(check.changes).length === 0) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    setOutcome(null);
    updateGym.mutate(
      { gymId: gym._id, changes: check.changes },
      {
        onSuccess: (saved) => {
          const savedValues = editGymValues(saved);
          showValues(form, savedValues);
          setStored(savedValues);
          setOutcome({ kind: 'saved' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0) {
            const sorted = problemsByField(error.fieldErrors);
            setFieldErrors(sorted.fieldErrors);
            setOutcome({ kind: 'failed', text: problemsText(error.fieldErrors, fieldTexts) });
            focusFirstProblem(form, sorted.fieldErrors);
            return;
          }
          setOutcome({ kind: 'failed', text: serverErrorText(error, t.saveFailed) });
        },
      },
    );
  }

  const shownError = (field: (typeof editGymFieldNames)[number]) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : fieldErrorText(field, message, fieldTexts);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-6">
      {editGymSections.map((section) => (
        <fieldset key={section.title} className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
          <legend className="px-1 text-lg font-bold">{t[section.title]}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {section.fields.map((field) => (
              <div key={field.name} className={wideFields.has(field.name) ? 'sm:col-span-2' : undefined}>
                <AddGymField field={field} error={shownError(field.name)} defaultValue={stored[field.name]} />
              </div>
            ))}
          </div>
          {section.note !== undefined && <p className="text-sm text-neutral-700">{t[section.note]}</p>}
        </fieldset>
      ))}
      {outcome?.kind === 'saved' && <Alert tone="success">{t.saved}</Alert>}
      {outcome?.kind === 'unchanged' && <Alert tone="warning">{t.nothingToSave}</Alert>}
      {outcome?.kind === 'failed' && <Alert tone="error">{outcome.text}</Alert>}
      <Button type="submit" pending={updateGym.isPending} className="w-full sm:w-auto">
        {t.save}
      </Button>
    </form>
  );
}
