import { params } from '@gymslot/shared/message-params';
import { DELETION_CONFIRMATION, DELETION_DELAY_HOURS } from '@gymslot/shared/privacy-schemas';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { useAuth } from '../../../lib/auth-context';
import { formatIstCalendarDate } from '../../../lib/date-formatters';
import { useCancelDeletionMutation, useMyDeletionQuery, useScheduleDeletionMutation } from '../api/my-deletion';

const messages = i18n('account-delete-section', {
  heading: 'Delete my account',
  intro: params('Your account is deleted {hours} hours after you ask, so you can change your mind until then.'),
  whatGoes:
    'Then your name, e-mail address and mobile number are removed, you are logged out everywhere, and your upcoming bookings are cancelled with a full refund.',
  whatStays:
    "Your reviews stay, shown as by a 'Former member'. Your bookings, payments and GST invoices are kept without your contact details, as tax law requires.",
  confirmLabel: params('Type {word} to confirm'),
  confirmWrong: params('Type {word} in capital letters to delete your account.'),
  delete: 'Delete my account',
  deleteFailed: 'Your account could not be scheduled for deletion. Please try again.',
  scheduled: params('Your account will be deleted on {date} at {time} IST.'),
  scheduledHint: 'We sent you a message about it. Cancel before then to keep your account.',
  cancel: 'Cancel deletion',
  cancelled: 'Your account will not be deleted.',
  cancelFailed: 'The deletion could not be cancelled. Please try again.',
  loading: 'Loading your account…',
  loadFailed: 'Whether your account is being deleted could not be loaded.',
  staffAccount: "A gym owner's or admin's account is closed by GymSlot support.",
  contactSupport: 'Contact us',
});

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The scheduled deletion, with its Cancel button. */
function ScheduledDeletion({ deleteAt, onCancelled }: { deleteAt: string; onCancelled: (notice: Notice) => void }) {
  const t = useStore(messages);
  const cancel = useCancelDeletionMutation();
  const at = new Date(deleteAt);

  async function cancelDeletion() {
    try {
      await cancel.mutateAsync();
      onCancelled({ tone: 'success', text: t.cancelled });
    } catch (error) {
      onCancelled({ tone: 'error', text: serverErrorText(error, t.cancelFailed) });
    }
  }

  return (
    <div className="space-y-3">
      <Alert tone="warning">
        <p className="font-semibold">{t.scheduled({ date: formatIstCalendarDate(at), time: istTimeOfDay(at) })}</p>
        <p>{t.scheduledHint}</p>
      </Alert>
      <Button variant="secondary" onClick={() => void cancelDeletion()} pending={cancel.isPending} className="w-full sm:w-auto">
        {t.cancel}
      </Button>
    </div>
  );
}

/** The typed confirmation and the button that asks for the deletion. */
function DeletionForm({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const t = useStore(messages);
  const schedule = useScheduleDeletionMutation();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onNotice(null);
    if (typed.trim() !== DELETION_CONFIRMATION) {
      setProblem(t.confirmWrong({ word: DELETION_CONFIRMATION }));
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await schedule.mutateAsync();
      setTyped('');
    } catch (error) {
      onNotice({ tone: 'error', text: serverErrorText(error, t.deleteFailed) });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-neutral-800">
          {t.confirmLabel({ word: DELETION_CONFIRMATION })}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? problemId : undefined}
          className="block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 font-mono text-base text-neutral-900 focus-visible:border-accent sm:max-w-xs"
        />
        {problem && (
          <p id={problemId} className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <Button type="submit" variant="danger" pending={schedule.isPending} className="w-full sm:w-auto">
        {t.delete}
      </Button>
    </form>
  );
}

/**
 * /account's deletion (§8.11): what goes and what stays, a typed 'DELETE', then the time it
 * happens with a Cancel button. Owners and admins are sent to support (the server answers them 409).
 */
export function DeleteAccountSection() {
  const t = useStore(messages);
  const role = useAuth().user?.role;
  const deletion = useMyDeletionQuery();
  const [notice, setNotice] = useState<Notice>(null);

  return (
    <section aria-labelledby="account-delete" className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4 sm:p-6">
      <div className="space-y-2">
        <h2 id="account-delete" className="text-2xl font-semibold">
          {t.heading}
        </h2>
        {role === 'user' && (
          <>
            <p className="text-neutral-700">{t.intro({ hours: DELETION_DELAY_HOURS })}</p>
            <p className="text-neutral-700">{t.whatGoes}</p>
            <p className="text-neutral-700">{t.whatStays}</p>
          </>
        )}
      </div>
      {role !== 'user' ? (
        <p className="text-neutral-800">
          {t.staffAccount} <TextLink to={paths.contact.getHref()}>{t.contactSupport}</TextLink>
        </p>
      ) : deletion.isSuccess ? (
        deletion.data ? (
          <ScheduledDeletion deleteAt={deletion.data.deleteAt} onCancelled={setNotice} />
        ) : (
          <DeletionForm onNotice={setNotice} />
        )
      ) : deletion.isError ? (
        <ErrorState message={serverErrorText(deletion.error, t.loadFailed)} onRetry={() => void deletion.refetch()} retrying={deletion.isFetching} />
      ) : (
        <div role="status">
          <span className="sr-only">{t.loading}</span>
          <SkeletonBlock className="h-11 w-full sm:w-64" />
        </div>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </section>
  );
}
