import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AdminDispute, AdminDisputesReply } from '@gymslot/shared/dispute-schemas';
import { acceptDispute, contestDispute } from '@gymslot/shared/endpoints/disputes';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminDisputesQueryKey } from './get-admin-disputes';

/** An admin's answer to a dispute, through Razorpay's Disputes API (§8.10): accept it, or contest it with a summary for the bank. */
export type DisputeAnswer = { disputeId: string; kind: 'accept' } | { disputeId: string; kind: 'contest'; summary: string };

export async function answerDispute(answer: DisputeAnswer): Promise<AdminDispute> {
  const params = { id: answer.disputeId };
  const reply =
    answer.kind === 'accept' ? await callEndpoint(acceptDispute, { params }) : await callEndpoint(contestDispute, { params, body: { summary: answer.summary } });
  return reply.dispute;
}

type DisputePages = InfiniteData<AdminDisputesReply, string | undefined>;

function withDispute(pages: DisputePages, changed: AdminDispute): DisputePages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, disputes: page.disputes.map((dispute) => (dispute._id === changed._id ? changed : dispute)) })),
  };
}

export function useAnswerDisputeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerDispute,
    onSuccess: (dispute) => {
      // Razorpay's answer replaces the card where the admin pressed, so it shows the answer at once.
      queryClient.setQueriesData<DisputePages>({ queryKey: adminDisputesQueryKey }, (pages) => pages && withDispute(pages, dispute));
    },
    onError: (error) => {
      // Answered by someone else, or moved on by Razorpay meanwhile: the list is out of date.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: adminDisputesQueryKey });
      }
    },
  });
}
