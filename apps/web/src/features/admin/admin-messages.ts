import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

/** The admin dashboard's texts (spec §2 "Admin dashboard"): its lists, their cards and the refunds owed. */
export const adminMessages = i18n('admin-dashboard', {
  heading: 'Admin Dashboard',
  intro: 'Every booking and every registered gym on GymSlot.',
  addGym: 'Add Gym',
  setDateAvailability: 'Set Date Availability',
  bookingsFailed: 'Failed to load all bookings. Please try again.',
  gymsFailed: 'Failed to load all gyms. Please try again.',
  allBookings: 'All Bookings',
  // B6 gives no total: while older bookings exist beyond those loaded, the heading says these are the newest.
  allBookingsLatest: params('All Bookings (latest {count})'),
  loadingBookings: 'Loading all bookings…',
  noBookings: 'No bookings found in the system.',
  noBookingsHint: 'Paid bookings show up here as soon as they are made.',
  allGyms: 'All Gyms',
  loadingGyms: 'Loading all gyms…',
  noGyms: 'No gyms registered in the system yet.',
  noGymsHint: 'Add the first partner gym to get started.',

  // A booking card.
  booking: 'Booking',
  verified: 'Verified',
  pendingVerification: 'Pending Verification',
  user: 'User',
  email: 'Email',
  gym: 'Gym',
  date: 'Date',
  timeSlot: 'Time slot',
  amount: 'Amount',

  // A gym card.
  owner: params('Owner: {name} ({email})'),
  viewAvailability: 'View Availability',
  editGym: 'Edit gym',
  prices: 'Prices',
  insights: 'Insights',
  ofGym: params(' of {name}'),

  // Refunds Razorpay kept refusing.
  refundsHeading: 'Refunds to make by hand',
  refundsIntro: params(
    'Razorpay refused these refunds {attempts} times, so GymSlot stopped trying. Refund each payment from the Razorpay Dashboard; it leaves this list when Razorpay reports the refund.',
  ),
  refundsFailed: 'Failed to load the refunds to make by hand. Please try again.',
  refundOwed: 'Refund owed',
  bookingStatus: 'Booking status',
  paymentId: 'Payment ID',
  refundAttempts: 'Refund attempts',
  statusCancelled: 'Cancelled by the customer',
  statusRefunded: 'Late payment turned away',
  statusHeld: 'Held',
  statusConfirmed: 'Confirmed',
  statusExpired: 'Expired',

  // Payments the daily check could not match (§8.8).
  mismatchesHeading: 'Payments to look into',
  mismatchesIntro:
    'Razorpay took these payments, but GymSlot has neither a confirmed booking nor a refund for them. Confirm or refund each one in the Razorpay Dashboard, then mark it settled.',
  mismatchesFailed: 'Failed to load the payments to look into. Please try again.',
  mismatchBadge: 'Not matched',
  orderId: 'Order ID',
  paidOn: 'Paid on',
  razorpaySays: 'At Razorpay',
  gymSlotSays: 'At GymSlot',
  neverHeard: 'Never heard of it',
  markSettled: 'Mark settled',
});
