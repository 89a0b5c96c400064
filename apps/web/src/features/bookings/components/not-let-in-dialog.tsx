import { NOT_LET_IN_NOTE_MAX_LENGTH, notLetInReasons, type NotLetInReason } from '@gymslot/shared/not-let-in';
import type { NotLetInSummary } from '@gymslot/shared/not-let-in-schemas';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { useReportNotLetInMutation } from '../api/report-not-let-in';
import { notLetInMessages, reasonLabels } from '../not-let-in-messages';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

interface NotLetInDialogProps {
  bookingId: string;
  gymName: string;
  onReported: (report: NotLetInSummary) => void;
  onClose: () => void;
}

/**
 * §8.10's small sheet: why (one of three reasons) and, if they like, a note; then the gym is told.
 * A bottom sheet on phones, a centred card on wider screens (the checkout's modal frame).
 */
export function NotLetInDialog({ bookingId, gymName, onReported, onClose }: NotLetInDialogProps) {
  const t = useStore(notLetInMessages);
  const id = useId();
  const [reason, setReason] = useState<NotLetInReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const mutation = useReportNotLetInMutation(bookingId);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason === null) {
      setMissingReason(true);
      return;
    }
    const trimmed = note.trim();
    mutation.mutate({ reason, ...(trimmed ? { note: trimmed } : {}) }, { onSuccess: (reply) => onReported(reply.report) });
  }

  return (
    <SandboxCheckoutDialog labelledBy={`${id}-title`} onDismiss={() => !mutation.isPending && onClose()}>
      <form onSubmit={handleSubmit} noValidate className="space-y-4 p-5">
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {t.dialogTitle}
          </h2>
          <p className="text-sm text-neutral-700">{t.dialogIntro({ gym: gymName })}</p>
        </div>
        <fieldset className="space-y-2" aria-describedby={missingReason ? `${id}-reason-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-neutral-800">{t.whatHappened}</legend>
          {notLetInReasons.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base has-checked:border-accent-strong has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-accent"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={choice}
                checked={reason === choice}
                onChange={() => {
                  setReason(choice);
                  setMissingReason(false);
                }}
                className="size-4 accent-accent-strong"
              />
              {t[reasonLabels[choice]]}
            </label>
          ))}
        </fieldset>
        {missingReason && (
          <p id={`${id}-reason-error`} className="text-sm text-red-700">
            {t.chooseReason}
          </p>
        )}
        <TextAreaField label={t.noteLabel} value={note} maxLength={NOT_LET_IN_NOTE_MAX_LENGTH} onChange={(event) => setNote(event.target.value)} />
        {mutation.isError && <Alert tone="error">{serverErrorText(mutation.error, t.reportFailed)}</Alert>}
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="submit" pending={mutation.isPending}>
            {t.send}
          </Button>
          <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </SandboxCheckoutDialog>
  );
}
