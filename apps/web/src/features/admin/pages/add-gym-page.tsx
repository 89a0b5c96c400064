import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { useAddGymMutation } from '../api/add-gym';
import { addGymFieldNames, addGymSections } from '../../../components/gym-form/add-gym-fields';
import type { AddGymFieldName } from '../../../components/gym-form/add-gym-fields';
import { addGymMessages } from '../../../components/gym-form/add-gym-messages';
import { addGymFieldErrors, addGymFormData, fieldErrorText } from '../../../components/gym-form/add-gym-request';
import type { AddGymFieldErrors } from '../../../components/gym-form/add-gym-request';
import { AddGymField } from '../../../components/gym-form/add-gym-field';
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';
import type { AddGymTexts } from '../../../components/gym-form/add-gym-messages';

/** The gym was added (its text is drawn in the language shown), or the text of why not. */
type Outcome = { tone: 'success' } | { tone: 'error'; text: string };

/** A server field problem worded with its field's label, in the language shown, as the form's own checks are. */
function friendlyProblem(problem: string, texts: AddGymTexts): string {
  const field = addGymFieldNames.find((name) => problem.startsWith(`${name} `));
  return field === undefined ? translateServerText(problem) : fieldErrorText(field, problem, texts);
}

/** Spec §8: the server's field problems joined with ', ', else its message, else the fallback. */
function addGymFailureText(error: unknown, fallback: string, texts: AddGymTexts): string {
  if (error instanceof ApiError && error.fieldErrors.length > 0) return error.fieldErrors.map((problem) => friendlyProblem(problem, texts)).join(', ');
  return serverErrorText(error, fallback);
}

/** §8.12: Razorpay's answer about the payout account belongs beside that field. */
const isPayoutAccountProblem = (error: unknown) => error instanceof ApiError && error.envelope?.code === 'payoutAccountNotActive';

export default function AddGymPage() {
  const t = useStore(addGymMessages);
  const imagesId = useId();
  const addGym = useAddGymMutation();
  const [fieldErrors, setFieldErrors] = useState<AddGymFieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const shownFieldError = (field: AddGymFieldName) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : translateServerText(fieldErrorText(field, message, t));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readTextFields(form, addGymFieldNames);
    const errors = addGymFieldErrors(values);
    setFieldErrors(errors);
    const firstInvalid = addGymFieldNames.find((name) => errors[name] !== undefined);
    if (firstInvalid !== undefined) {
      setOutcome(null);
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const imagesInput = form.elements.namedItem('images');
    const images = imagesInput instanceof HTMLInputElement ? Array.from(imagesInput.files ?? []) : [];
    setOutcome(null);
    addGym.mutate(addGymFormData(values, images), {
      onSuccess: () => {
        form.reset();
        setOutcome({ tone: 'success' });
      },
      onError: (error) => {
        if (isPayoutAccountProblem(error)) {
          setFieldErrors({ razorpayAccountId: serverErrorText(error, t.addFailed) });
          form.querySelector<HTMLElement>('[name="razorpayAccountId"]')?.focus();
        }
        setOutcome({ tone: 'error', text: addGymFailureText(error, t.addFailed, t) });
      },
    });
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <title>{`${t.heading} | GymSlot`}</title>
      <p>
        <TextLink to={paths.adminDashboard.getHref()}>{t.backToDashboard}</TextLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t.heading}</h1>
      <p className="mt-2 text-neutral-700">{t.intro}</p>
      <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-6">
        {addGymSections.map((section) => (
          <fieldset key={section.title} className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
            <legend className="px-1 text-lg font-bold">{t[section.title]}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((field) => (
                <div key={field.name} className={field.multiline ? 'sm:col-span-2' : undefined}>
                  <AddGymField field={field} error={shownFieldError(field.name)} />
                </div>
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className="space-y-2 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
          <legend className="px-1 text-lg font-bold">{t.sectionPhotos}</legend>
          <label htmlFor={imagesId} className="block text-sm font-medium text-neutral-800">
            {t.images}
          </label>
          <input
            id={imagesId}
            name="images"
            type="file"
            multiple
            accept="image/png,image/jpeg"
            className="block w-full text-sm text-neutral-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-3 file:font-semibold"
          />
          <p className="text-sm text-neutral-700">{t.imagesHint}</p>
        </fieldset>
        {outcome && <Alert tone={outcome.tone}>{outcome.tone === 'success' ? t.added : outcome.text}</Alert>}
        <Button type="submit" pending={addGym.isPending} className="w-full sm:w-auto">
          {t.submit}
        </Button>
      </form>
    </div>
  );
}
