import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentMismatch } from '@gymslot/shared/payment-mismatch-schemas';
import { listPaymentMismatches, resolvePaymentMismatch } from '@gymslot/shared/endpoints/payments';
import { callEndpoint } from '../../../lib/call-endpoint';

// §8.8's daily check: payments Razorpay took that are neither a confirmed booking nor a refund.

export const paymentMismatchesQueryKey = ['admin', 'payment-mismatches'] as const;

export const paymentMismatchesQueryOptions = queryOptions({
  queryKey: paymentMismatchesQueryKey,
  queryFn: async ({ signal }): Promise<PaymentMismatch[]> => (await callEndpoint(listPaymentMismatches, { signal })).mismatches,
  staleTime: 0,
});

export function usePaymentMismatchesQuery() {
  return useQuery(paymentMismatchesQueryOptions);
}

/** Marks one settled by hand; it leaves the list whatever the answer (a 404 means someone else did). */
export function useResolvePaymentMismatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => callEndpoint(resolvePaymentMismatch, { params: { paymentId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMismatchesQueryKey }),
  });
}
