import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

// The owner screens' texts (spec §2 "Owner dashboard", "Owner all bookings", §8 "Verify booking").

/** The four figures of a gym's bookings, on the dashboard and the bookings list. */
export const ownerStatsMessages = i18n('owner-stats', {
  totalBookings: 'Total Bookings',
  verified: 'Verified',
  pending: 'Pending',
  revenue: 'Revenue',
});

export const ownerDashboardMessages = i18n('owner-dashboard', {
  pageTitle: "Your Gym's Dashboard | GymSlot",
  heading: "Your Gym's Dashboard",
  intro: 'Bookings, revenue and photos for each of your gyms.',
  loadFailed: 'Failed to load your data. Please try again.',
  loadingGyms: 'Loading your gyms…',
  noGyms: "You don't have any gyms registered yet.",
  noGymsHint: 'Contact an admin to add gyms to your account.',
  contactUs: 'Contact Us',
  allFigures: 'Booking figures for all your gyms',
  setDateAvailability: 'Set Date-Specific Availability',
  insights: 'Insights: revenue, busy hours, occupancy',
  payouts: 'Payouts: held and released',
  gymFigures: params('Booking figures for {gym}'),
  contact: params('Contact: {phone}'),
  viewAllAvailability: 'View All Availability',
  setWeeklyAvailability: 'Set Weekly Availability',
  editGym: 'Edit gym',
  prices: 'Prices',
  selling: 'How GymSlot sells this gym',
  viewPublicPage: 'View public page',
  staff: 'Front-desk staff',
  /** Screen-reader text after a button, naming the gym it is for. */
  ofGym: params(' of {gym}'),
});

export const ownerBookingsMessages = i18n('owner-bookings', {
  pageTitle: 'All Your Gym Bookings | GymSlot',
  backToDashboard: '← Back to Dashboard',
  heading: 'All Your Gym Bookings',
  loadFailed: 'Failed to load bookings.',
  loading: 'Loading bookings…',
  noneForGyms: 'No bookings found for your gyms yet.',
  emptyHint: 'New bookings show up here as soon as customers pay.',
  booking: 'Booking',
  verified: 'Verified',
  pending: 'Pending',
  gym: 'Gym',
  customer: 'Customer',
  email: 'Email',
  date: 'Date',
  timeSlot: 'Time slot',
  amount: 'Amount',
  bookedOn: 'Booked on',
  otp: 'OTP',
  notAvailable: 'N/A',
  otpNote: 'The customer shows this code at the front desk.',
  verifiedComplete: 'Verified & Complete',
  checkedInAt: params('Checked in at {time}'),
  verifyOtp: 'Verify OTP',
  /** Screen-reader text after 'Verify OTP'. */
  ofBooking: params(' of booking {id}'),
  checkInOpenUntil: params('Check-in open until {time}'),
  slotEnded: 'Slot ended',
  checkInOpensAt: params('Check-in opens at {time}'),
  checkInOpensAtOn: params('Check-in opens at {time} on {date}'),
});

export const ownerVerifyMessages = i18n('owner-verify', {
  pageTitle: 'Verify Booking | GymSlot',
  heading: 'Verify Booking',
  enterOtp: 'Please enter OTP.',
  verifyFailed: 'Failed to verify OTP. Please check the details.',
  note: 'Ask the customer for the 6-digit OTP shown with their booking. A booking at your gyms can be checked in from 60 minutes before its slot until the slot ends.',
  submit: 'Verify Booking',
  viewAll: 'View All Bookings',
  otpLabel: 'OTP',
  otpPlaceholder: 'Enter 6-digit OTP',
});

export const passScannerMessages = i18n('owner-pass-scanner', {
  heading: 'Scan a door pass',
  checking: 'Checking the pass…',
  cameraView: "Camera view: hold the pass's QR code inside the frame",
  stopCamera: 'Stop camera',
  scanNext: 'Scan next pass',
  scan: 'Scan pass',
  usePhoto: 'Use a photo',
  noQrInPhoto: 'No QR code was found in that picture. Try again with the whole code in view and in focus.',
  photoUnreadable: 'That picture could not be read. Choose a photo or screenshot of the pass (PNG or JPEG).',
  valid: 'VALID',
  alreadyCheckedIn: 'ALREADY CHECKED IN',
  notToday: 'NOT TODAY',
  notYourGym: 'NOT YOUR GYM',
  refused: 'NOT ACCEPTED',
  offline: 'Could not check the pass. Check your connection, or type the OTP below.',
  typeOtp: 'Could not check the pass. Type the OTP below instead.',
  customer: 'Customer',
  gym: 'Gym',
  date: 'Date',
  slot: 'Slot',
  cameraRefused:
    "Camera access was refused. Allow the camera for this site in the browser's settings, or: use a photo of the pass, or type the otp below.",
  cameraNotFound: 'No camera was found. Use a photo of the pass, or type the OTP below.',
  cameraInUse: 'The camera is in use by another app. Close it and try again. Use a photo of the pass, or type the OTP below.',
  cameraNotOpened: 'The camera could not be opened. Use a photo of the pass, or type the OTP below.',
  cameraUnsupported: 'This browser cannot open the camera here. Use a photo of the pass, or type the OTP below.',
  /** A QR code that is not a door pass (UPI, a web address, Wi-Fi): never sent to the server. */
  notAPass: 'This is not a GymSlot pass',
});

export const gymImagesMessages = i18n('owner-images', {
  heading: 'Edit Images',
  note: 'Only PNG and JPEG images are allowed.',
  addTo: params('Add images to {gym}'),
  upload: 'Upload Images',
  deleteFailed: 'Failed to delete image.',
  addFailed: 'Failed to add images.',
  none: 'No images yet.',
  alt: params('Gym {gym} - {number}'),
  deleteLabel: params('Delete image {number} of {gym}'),
  deleting: 'Deleting image…',
  confirmQuestion: params('Delete image {number} of {gym}?'),
  confirmNote: 'Customers will no longer see it. This cannot be undone.',
  confirmDelete: 'Delete Image',
  cancel: 'Cancel',
});

export const ownerReviewsMessages = i18n('owner-reviews', {
  reviews: 'Reviews',
  /** Screen-reader text after 'Reviews'. */
  ofGym: params(' of {gym}'),
  reply: 'Reply',
  editReply: 'Edit reply',
  /** Screen-reader text after 'Reply'. */
  toAuthor: params(' to {author}'),
  loadFailed: 'Failed to load reviews. Please try again.',
  loading: 'Loading reviews…',
  none: 'No reviews yet',
  average: params('Average {rating} of 5 from {reviews}'),
  reviewCount: count({ one: '{count} review', other: '{count} reviews' }),
  showMore: 'Show more reviews',
  moreFailed: 'Failed to load more reviews. Please try again.',
  replyTo: params('Reply to {author}'),
  yourReply: 'Your reply',
  saveFailed: 'Could not save your reply. Please try again.',
  send: 'Send reply',
  cancel: 'Cancel',
});

/** The front desk's 'Today' view and the switch between it and the full list (§8.7). */
export const ownerFrontDeskMessages = i18n('owner-front-desk', {
  views: 'Bookings view',
  today: 'Today',
  all: 'All bookings',
  todayHeading: params("Today's bookings, {date}"),
  slotCount: count({ one: '{count} booking', other: '{count} bookings' }),
  checkedIn: 'Checked in',
  notCheckedIn: 'Not checked in',
  checkIn: 'Check in',
  /** Screen-reader text after 'Check in', naming the customer. */
  checkInWho: params(' {name}'),
  noneToday: 'No bookings for today yet.',
  noneTodayHint: 'Paid bookings for today show up here, soonest slot first.',
  noneFiltered: 'No bookings match these filters.',
  noneFilteredHint: 'Try other dates, another gym or any status.',
});
