import type { AdminDispute } from '@gymslot/shared/dispute-schemas';
import { DISPUTE_SUMMARY_MAX_LENGTH } from '@gymslot/shared/dispute-schemas';
import { formatRupees } from '@gymslot/shared/money';
import { serverTexts } from '@gymslot/shared/server-texts';
import { Gavel, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useStore } from '../../../i18n/use-store';
import type { DisputeAnswer } from '../api/answer-dispute';
import { disputeTexts } from '../dispute-texts';

interface DisputeAnswerProps {
  dispute: AdminDispute;
  /** Sends the answer; true when Razorpay took it. */
  onAnswer: (answer: DisputeAnswer) => Promise<boolean>;
  /** An answer to this dispute is on its way. */
  pending: boolean;
}

/**
 * Accept (after a second, explicit yes: it cannot be undone) or contest with a summary for the
 * bank, prefilled from the evidence for the admin to check and edit (§8.10).
 */
export function DisputeAnswerPanel({ dispute, onAnswer, pending }: DisputeAnswerProps) {
  const t = useStore(disputeTexts);
  const [mode, setMode] = useState<'choosing' | 'accepting' | 'contesting'>('choosing');
  const [summary, setSummary] = useState(dispute.suggestedSummary);
  const [summaryError, setSummaryError] = useState<string | undefined>();
  const questionId = useId();
  const amount = formatRupees(dispute.amount);
  const which = <span className="sr-only">{t.whichDispute({ amount })}</span>;

  async function send(answer: DisputeAnswer) {
    if (await onAnswer(answer)) setMode('choosing');
  }

  function contest(event: FormEvent) {
    event.preventDefault();
    const trimmed = summary.trim();
    if (trimmed === '') {
      setSummaryError(serverTexts.disputeSummaryRequired);
      return;
    }
    setSummaryError(undefined);
    void send({ disputeId: dispute._id, kind: 'contest', summary: trimmed });
  }

  if (mode === 'accepting') {
    return (
      <div role="group" aria-labelledby={questionId} className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-3">
        <p id={questionId} className="text-sm text-red-900">
          {t.acceptQuestion({ amount })}
        </p>
        <div className="flex flex-wrap gap-2">
          {/* The question's own buttons: focus lands on the safe one. */}
          <Button variant="danger" pending={pending} onClick={() => void send({ disputeId: dispute._id, kind: 'accept' })}>
            {t.confirmAccept}
          </Button>
          <Button variant="secondary" autoFocus disabled={pending} onClick={() => setMode('choosing')}>
            {t.keepOpen}
          </Button>
        </div>
      </div>
    );
  }

  if (mode === 'contesting') {
    return (
      <form noValidate onSubmit={contest} className="space-y-3 rounded-xl border border-neutral-200 bg-neutral-50 p-3">
        <TextAreaField
          label={t.summaryLabel}
          value={summary}
          maxLength={DISPUTE_SUMMARY_MAX_LENGTH}
          rows={8}
          autoFocus
          error={summaryError}
          onChange={(event) => setSummary(event.target.value)}
        />
        <p className="text-sm text-neutral-700">{t.summaryHint}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={pending}>
            {t.sendContest}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => setMode('choosing')}>
            {t.cancel}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setMode('contesting')}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t.contest}
        {which}
      </Button>
      <Button variant="danger" onClick={() => setMode('accepting')}>
        <Gavel aria-hidden="true" className="size-4" />
        {t.accept}
        {which}
      </Button>
    </div>
  );
}
