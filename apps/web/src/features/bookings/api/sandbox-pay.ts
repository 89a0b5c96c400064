import { useMutation } from '@tanstack/react-query';
import type { SandboxPayBody, SandboxPayReply } from '@gymslot/shared/booking-schemas';
import { apiRequest } from '../../../lib/api-client';

/** The in-app test checkout's "pay" or "fail": the server answers like the real provider would. */
export function sandboxPay(body: SandboxPayBody): Promise<SandboxPayReply> {
  return apiRequest<SandboxPayReply>('/payments/sandbox/pay', { method: 'POST', body });
}

export function useSandboxPayMutation() {
  return useMutation({ mutationFn: sandboxPay });
}
