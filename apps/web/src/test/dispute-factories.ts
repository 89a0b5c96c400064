import type { AdminDispute, AdminDisputesReply } from '@gymslot/shared/dispute-schemas';

/** A dispute as the admin's list describes it (§8.10): an open one on a checked-in booking, with its evidence pack. */
export function createAdminDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  return {
    _id: 'disp_Q9xLm2Rt7Vb4Nc',
    paymentId: 'pay_Q9xLm2Rt7Vb4Nc',
    status: 'open',
    phase: 'chargeback',
    reasonCode: 'service_not_provided',
    reasonDescription: 'The customer says the service was not provided.',
    amount: 199,
    currency: 'INR',
    // 06:00 PM IST on Sat, 28 Nov 2026.
    respondBy: '2026-11-28T12:30:00.000Z',
    openedAt: '2026-11-21T12:30:00.000Z',
    updatedAt: '2026-11-21T12:30:00.000Z',
    action: null,
    canAnswer: true,
    booking: {
      _id: 'aaaaaaaa11112222333344a1',
      gym: { _id: '6650f1c2a9b3e4d5f6a70001', name: 'Powerhouse Fitness', city: 'Pune' },
      date: '2026-11-14',
      timeSlot: '07:00 AM',
      amount: 199,
      status: 'confirmed',
      person: { name: 'Priya S.', email: 'pr***@example.com', phone: '+91 98*** **210' },
    },
    evidence: {
      bookedAt: '2026-11-13T12:30:00.000Z',
      paidAt: '2026-11-13T12:31:00.000Z',
      payment: { id: 'pay_Q9xLm2Rt7Vb4Nc', amount: 199, status: 'captured', createdAt: '2026-11-13T12:31:00.000Z' },
      // 07:04 AM IST on Sat, 14 Nov 2026.
      checkIn: { checkedIn: true, at: '2026-11-14T01:34:00.000Z', method: 'otp' },
      messages: [
        { kind: 'booking_confirmed', channel: 'email', status: 'sent', to: 'pr***@example.com', createdAt: '2026-11-13T12:31:00.000Z', sentAt: '2026-11-13T12:32:00.000Z' },
        { kind: 'reminder', channel: 'whatsapp', status: 'failed', to: '+91 98*** **210', createdAt: '2026-11-13T23:30:00.000Z', sentAt: null },
      ],
      notLetInReports: [
        {
          _id: 'rrrrrrrr11112222333344r1',
          reason: 'closed',
          status: 'resolved',
          note: 'Shutter was down',
          ownerNote: null,
          createdAt: '2026-11-14T01:31:00.000Z',
          respondedAt: null,
          closedAt: '2026-11-14T01:34:00.000Z',
        },
      ],
    },
    suggestedSummary: 'GymSlot booking aaaaaaaa11112222333344a1: the customer was checked in at 07:04 AM IST.',
    ...overrides,
  };
}

export function disputesReply(disputes: AdminDispute[], nextCursor: string | null = null): AdminDisputesReply {
  return { success: true, disputes, nextCursor };
}
