import { FlashToast } from '../../../components/ui/flash-toast';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { useAnswerDisputeMutation, type DisputeAnswer } from '../api/answer-dispute';
import { DisputeList } from '../components/dispute-list';
import { AdminListHeading } from '../components/admin-list-heading';
import { StatusFilter } from '../components/status-filter';
import { disputeStatusFilters, disputeStatusLabels } from '../dispute-statuses';
import { disputeTexts } from '../dispute-texts';
import { useStatusParam } from '../hooks/use-status-param';
import { useTimedNotice } from '../hooks/use-timed-notice';

/** Card and UPI disputes (chargebacks), each with its evidence, for the admin to accept or contest through Razorpay (API contract §8.10). */
export default function AdminDisputesPage() {
  const t = useStore(disputeTexts);
  const [status, setStatus] = useStatusParam(disputeStatusFilters);
  const answer = useAnswerDisputeMutation();
  const [notice, showNotice] = useTimedNotice();

  async function handleAnswer(given: DisputeAnswer): Promise<boolean> {
    try {
      await answer.mutateAsync(given);
      showNotice({ tone: 'success', text: given.kind === 'accept' ? t.accepted : t.contested });
      return true;
    } catch (error) {
      // The server's reason ('This dispute was already accepted.', Razorpay's refusal), in the language read.
      showNotice({ tone: 'error', text: serverErrorText(error, t.answerFailed) });
      return false;
    }
  }

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <AdminListHeading heading={t.heading} intro={t.intro} backToDashboard={t.backToDashboard} />
      <StatusFilter
        label={t.filterLabel}
        allLabel={t.all}
        options={disputeStatusFilters.map((value) => ({ value, label: t[disputeStatusLabels[value]] }))}
        status={status}
        onChange={setStatus}
      />
      <DisputeList status={status} onAnswer={handleAnswer} answeringId={answer.isPending ? answer.variables.disputeId : undefined} />
      <FlashToast message={notice} />
    </section>
  );
}
