import type { AdminMessage } from '@gymslot/shared/admin-message-schemas';
import { FlashToast } from '../../../components/ui/flash-toast';
import { useStore } from '../../../i18n/use-store';
import { useRetryAdminMessageMutation } from '../api/retry-admin-message';
import { MessageList } from '../components/message-list';
import { AdminListHeading } from '../components/admin-list-heading';
import { StatusFilter } from '../components/status-filter';
import { messageStatusFilters } from '../message-statuses';
import { useStatusParam } from '../hooks/use-status-param';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { messageOutboxTexts } from '../message-outbox-texts';
import { serverErrorText } from '../../../i18n/server-messages';

/** Every message GymSlot sends, for the admin to check and to send again when one failed (API contract §8.8). */
export default function AdminMessagesPage() {
  const t = useStore(messageOutboxTexts);
  const [status, setStatus] = useStatusParam(messageStatusFilters);
  const retry = useRetryAdminMessageMutation();
  const [notice, showNotice] = useTimedNotice();

  // mutateAsync: each retry reports its own outcome, even when the admin presses another meanwhile.
  async function handleRetry(message: AdminMessage) {
    try {
      await retry.mutateAsync(message._id);
      showNotice({ tone: 'success', text: t.retried });
    } catch (error) {
      // The server's reason ('Only a failed message can be retried.'), shown in the language read.
      showNotice({ tone: 'error', text: serverErrorText(error, t.retryFailed) });
    }
  }

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <AdminListHeading heading={t.heading} intro={t.intro} backToDashboard={t.backToDashboard} />
      <StatusFilter
        label={t.filterLabel}
        allLabel={t.all}
        options={messageStatusFilters.map((value) => ({ value, label: t[value] }))}
        status={status}
        onChange={setStatus}
      />
      <MessageList status={status} onRetry={(message) => void handleRetry(message)} retryingId={retry.isPending ? retry.variables : undefined} />
      <FlashToast message={notice} />
    </section>
  );
}
