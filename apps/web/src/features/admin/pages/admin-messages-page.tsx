import type { AdminMessage } from '@gymslot/shared/admin-message-schemas';
import { FlashToast } from '../../../components/ui/flash-toast';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useRetryAdminMessageMutation } from '../api/retry-admin-message';
import { MessageList } from '../components/message-list';
import { MessageStatusFilter } from '../components/message-status-filter';
import { useMessageStatusParam } from '../hooks/use-message-status-param';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { messageOutboxTexts } from '../message-outbox-texts';
import { serverErrorText } from '../../../i18n/server-messages';

/** Every message GymSlot sends, for the admin to check and to send again when one failed (API contract §8.8). */
export default function AdminMessagesPage() {
  const t = useStore(messageOutboxTexts);
  const [status, setStatus] = useMessageStatusParam();
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
      <title>{`${t.heading} | GymSlot`}</title>
      <p>
        <TextLink to={paths.adminDashboard.getHref()}>{t.backToDashboard}</TextLink>
      </p>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
        <p className="text-neutral-700">{t.intro}</p>
      </div>
      <MessageStatusFilter status={status} onChange={setStatus} />
      <MessageList status={status} onRetry={(message) => void handleRetry(message)} retryingId={retry.isPending ? retry.variables : undefined} />
      <FlashToast message={notice} />
    </section>
  );
}
