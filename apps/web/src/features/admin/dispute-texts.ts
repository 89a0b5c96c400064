import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

/** The admin's Disputes screen (API contract §8.10): chargebacks, their evidence, and the answer given through Razorpay. */
export const disputeTexts = i18n('admin-disputes', {
  heading: 'Disputes',
  intro:
    "Card and UPI disputes (chargebacks) Razorpay reports, newest first, each with the booking and the evidence GymSlot keeps. Accept one the customer is right about; contest one with a summary for the bank before Razorpay's deadline.",
  backToDashboard: '← Back to Admin Dashboard',

  // The status filter.
  filterLabel: 'Show disputes',
  all: 'All',
  statusOpen: 'Open',
  statusActionRequired: 'More evidence wanted',
  statusUnderReview: 'With the bank',
  statusWon: 'Won',
  statusLost: 'Lost',
  statusClosed: 'Closed',

  loading: 'Loading disputes…',
  loadFailed: 'Failed to load the disputes. Please try again.',
  loadMore: 'Load more',
  noDisputes: 'No disputes',
  noDisputesHint: 'When a customer disputes a payment with their bank, Razorpay tells GymSlot and it shows up here.',
  noDisputesOfStatus: 'No disputes with this status',
  noDisputesOfStatusHint: 'Choose All to see every dispute.',

  // A dispute card.
  disputeOf: params('Dispute of {amount}'),
  amount: 'Amount disputed',
  reason: 'Reason',
  phase: 'Phase',
  answerBy: 'Answer by',
  deadlinePassed: params('{date} (passed)'),
  opened: 'Opened',
  paymentId: 'Payment ID',
  disputeId: 'Dispute ID',
  atTime: params('{date}, {time} IST'),

  // Its booking.
  bookingHeading: 'Booking',
  noBooking: 'This payment is not one of GymSlot’s bookings, so there is no evidence here. Look it up in the Razorpay Dashboard.',
  bookingId: 'Booking ID',
  gym: 'Gym',
  slot: 'Slot',
  bookingAmount: 'Paid',
  person: 'Customer',
  bookingStatus: 'Booking status',
  bookingConfirmed: 'Confirmed',
  bookingCancelled: 'Cancelled',
  bookingRefunded: 'Refunded',
  bookingExpired: 'Expired',
  bookingHeld: 'Held',

  // Its evidence pack.
  evidenceHeading: 'Evidence for the bank',
  bookedAt: 'Booked',
  paidAt: 'Paid',
  payment: 'Payment',
  checkIn: 'Check-in',
  checkedInByOtp: params('Checked in at {time}, by the one-time code typed at the desk'),
  checkedInByPass: params('Checked in at {time}, by scanning the door pass'),
  checkedInAt: params('Checked in at {time}'),
  notCheckedIn: 'Not checked in',
  messagesHeading: 'Messages sent to the customer',
  noMessages: 'No confirmation or reminder is on record (sent messages are kept for 30 days).',
  messageSent: params('Sent {time}'),
  messageFailed: 'Failed',
  messageQueued: 'Not sent yet',
  reportsHeading: "'Not let in' reports",
  noReports: "The customer made no 'not let in' report about this booking.",
  reasonClosed: 'The gym was closed',
  reasonRefused: 'The gym refused entry',
  reasonOther: 'Another reason',
  reportOpen: 'waiting for the gym',
  reportResolved: 'checked in after all',
  reportContested: 'the gym disagreed',
  reportRefunded: 'refunded',
  reportRejected: 'rejected',
  customerNote: params('Customer: “{note}”'),
  gymNote: params('Gym: “{note}”'),

  // The answer.
  acceptedBy: params('Accepted by {name} on {time}.'),
  contestedBy: params('Contested by {name} on {time}.'),
  summarySent: 'Summary sent to the bank',
  accept: 'Accept',
  contest: 'Contest',
  // Read out after the button's name, so each button names its dispute.
  whichDispute: params(' dispute of {amount}'),
  acceptQuestion: params(
    'Accept this dispute? The customer gets {amount} back through their bank, and the gym’s share is taken back if Razorpay still holds it. This cannot be undone.',
  ),
  confirmAccept: 'Yes, accept',
  keepOpen: 'Keep it open',
  summaryLabel: 'Summary for the bank',
  summaryHint: 'Written from the evidence above. Check it, and keep to the facts; Razorpay sends it to the bank in English.',
  sendContest: 'Send to Razorpay',
  cancel: 'Cancel',
  accepted: 'Dispute accepted. Razorpay now treats it as lost.',
  contested: 'Dispute contested. The bank will review the evidence.',
  answerFailed: 'The answer could not be sent. Please try again.',

  // The dashboard's way here.
  dashboardHeading: 'Disputes',
  dashboardIntro: 'Chargebacks Razorpay reports, with the evidence for each and a way to accept or contest them.',
  dashboardToAnswer: params('{count} to answer'),
  dashboardLink: 'Open disputes',
});

export type DisputeTexts = ReturnType<typeof disputeTexts.get>;
