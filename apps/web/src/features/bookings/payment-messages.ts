import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

/**
 * The texts of the payment screen, its sandbox checkout and the hold pieces shared with My Bookings
 * and the book screen. The spec §8 texts repeat booking-messages.ts word for word.
 */
export const paymentMessages = i18n('payment-screen', {
  pageTitle: 'Complete Payment',
  loadingBooking: 'Loading your booking…',
  sessionExpired: 'Payment session expired. Please re-initiate booking from gym details.',
  bookingNotFound: 'Booking not found.',
  bookingLoadFailed: 'Unable to load booking. Please try again.',
  missingOrder: 'Missing order or booking info. Please restart the booking process.',
  paymentFailed: 'Payment failed. Try again.',
  verifying: 'Verifying your payment…',
  payNow: 'Pay Now with Razorpay',
  chooseSlotAgain: 'Choose a slot again',
  holdRanOut: 'This hold has run out; the slot is free to book again.',
  slotHeldFor: 'Slot held for',
  timeLeftToPay: params('Time left to pay: {time}'),
  continueToPayment: 'Continue to payment',
  bookingIdLabel: 'Booking ID',
  gymLabel: 'Gym',
  dateLabel: 'Date',
  timeSlotLabel: 'Time slot',
  amountLabel: 'Amount',
  notConfirmedTitle: 'Booking Failed / Not Confirmed',
  checkMyBookings: 'Check My Bookings',
  tryBookingAgain: 'Try Booking Again',
  closeCheckout: 'Close checkout',
  testMode: 'Test mode',
  payAmount: params('Pay {amount}'),
  simulateFailure: 'Simulate failure',
  sandboxNote: 'Sandbox checkout: no real money is charged.',
  paymentMethod: 'Payment method',
  methodCard: 'Card',
  methodUpi: 'UPI',
  testCard: 'Test card 4111 1111 1111 1111',
  testUpi: 'Test UPI ID success@razorpay',
});
