import { FlashToast } from '../../../components/ui/flash-toast';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { useAnswerDisputeMutation, type DisputeAnswer } from '../api/answer-dispute';
import { DisputeList } from '../components/dispute-list';
import { DisputeStatusFilter } from '../components/dispute-status-filter';
import { disputeTexts } from '../dispute-texts';
import { useDisputeStatusParam } from '../hooks/use-dispute-status-param';
import { useTimedNotice } from '../hooks/use-timed-notice';

/** Card and UPI disputes (chargebacks), each with its evidence, for the admin to accept or contest through Razorpay (API contract §8.10). */
export default function AdminDisputesPage() {
  const t = useStore(disputeTexts);
  const [status, setStatus] = useDisputeStatusParam();
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
      <title>{`${t.heading} | GymSlot`}</title>
      <p>
        <TextLink to={paths.adminDashboard.getHref()}>{t.backToDashboard}</TextLink>
      </p>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
        <p className="text-neutral-700">{t.intro}</p>
      </div>
      <DisputeStatusFilter status={status} onChange={setStatus} />
      <DisputeList status={status} onAnswer={handleAnswer} answeringId={answer.isPending ? answer.variables.disputeId : undefined} />
      <FlashToast message={notice} />
    </section>
  );
}
