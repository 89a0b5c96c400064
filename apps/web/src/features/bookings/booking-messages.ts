import { i18n } from '../../i18n/i18n';

// The texts of spec §8 for the booking screens, in one place so screens and tests agree.

export const bookingMessages = i18n('bookings', {
  selectDateAndSlot: 'Please select both date and time slot.',
  initiated: 'Booking initiated! Redirecting to payment...',
  initiateFailed: 'Failed to initiate booking. Please try again.',
  gymLoadFailed: 'Gym details could not be loaded.',

  razorpayLoadFailed: 'Razorpay failed to load. Check your internet connection.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  paymentFailed: 'Payment failed. Try again.',

  confirmationUnknown: 'Booking status could not be confirmed. Please check your bookings list.',
  confirmationNotFound: 'Booking details not found.',
  confirmationLoadFailed: 'Failed to load booking details. Please check your bookings list.',

  showOtp: 'Show this OTP to the gym owner upon arrival.',
  cancelQuestion: 'Are you sure you want to cancel this booking?',
  cancelled: 'Booking cancelled successfully!',
  cancelFailed: 'Failed to cancel booking.',
  listLoadFailed: 'Failed to load your bookings. Please try again later.',
});
