import { useMutation } from '@tanstack/react-query';
import type { SandboxPayBody, SandboxPayReply } from '@gymslot/shared/booking-schemas';
import { payInSandbox } from '@gymslot/shared/endpoints/payments';
import { callEndpoint } from '../../../lib/call-endpoint';

/** The in-app test checkout's "pay" or "fail": the server answers like the real provider would. */
export function sandboxPay(body: SandboxPayBody): Promise<SandboxPayReply> {
  return callEndpoint(payInSandbox, { body });
}

export function useSandboxPayMutation() {
  return useMutation({ mutationFn: sandboxPay });
}
