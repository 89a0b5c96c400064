import { gymChangesSchema } from '@gymslot/shared/owner-schemas';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AddGymField } from '../../../components/gym-form/add-gym-field';
import { gymFieldSpec } from '../../../components/gym-form/add-gym-fields';
import { addGymMessages } from '../../../components/gym-form/add-gym-messages';
import { fieldErrorText } from '../../../components/gym-form/add-gym-request';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { useUpdateGymMutation } from '../api/update-gym';
import { payoutAccountMessages } from '../edit-gym-messages';

type Outcome = { kind: 'saved' | 'cleared' | 'unchanged' } | { kind: 'failed'; text: string };

/**
 * §8.12, an admin's only (decision 064): the gym's Razorpay Route account, checked with Razorpay
 * by the server; empty means the gym is paid outside GymSlot.
 */
export function PayoutAccountForm({ gym }: { gym: { _id: string; razorpayAccountId?: string } }) {
  const t = useStore(payoutAccountMessages);
  const fieldTexts = useStore(addGymMessages);
  const updateGym = useUpdateGymMutation();
  const [stored, setStored] = useState(gym.razorpayAccountId ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('razorpayAccountId');
    const typed = input instanceof HTMLInputElement ? input.value : '';
    const checked = gymChangesSchema.shape.razorpayAccountId.safeParse(typed);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      setOutcome(null);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setFieldError(undefined);
    const account = checked.data ?? '';
    if (account === stored) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    setOutcome(null);
    updateGym.mutate(
      { gymId: gym._id, changes: { razorpayAccountId: account } },
      {
        onSuccess: (saved) => {
          setStored(saved.razorpayAccountId);
          setOutcome({ kind: saved.razorpayAccountId === '' ? 'cleared' : 'saved' });
        },
        onError: (error) => {
          const refusedAccount = error instanceof ApiError && error.envelope?.code === 'payoutAccountNotActive';
          if (refusedAccount) setFieldError(serverErrorText(error, t.saveFailed));
          setOutcome({ kind: 'failed', text: serverErrorText(error, t.saveFailed) });
        },
      },
    );
  }

  const shownError = fieldError === undefined ? undefined : translateServerText(fieldErrorText('razorpayAccountId', fieldError, fieldTexts));

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-bold">{t.heading}</h2>
      <p className="text-sm text-neutral-700">{stored === '' ? t.paidOutside : t.paidThrough}</p>
      <AddGymField field={gymFieldSpec('razorpayAccountId')} error={shownError} defaultValue={stored} />
      {outcome?.kind === 'saved' && <Alert tone="success">{t.saved}</Alert>}
      {outcome?.kind === 'cleared' && <Alert tone="success">{t.cleared}</Alert>}
      {outcome?.kind === 'unchanged' && <Alert tone="warning">{t.unchanged}</Alert>}
      {outcome?.kind === 'failed' && <Alert tone="error">{outcome.text}</Alert>}
      <Button type="submit" pending={updateGym.isPending} className="w-full sm:w-auto">
        {t.save}
      </Button>
    </form>
  );
}
