// Every text the server sends as an error's `message` (and the success texts and the shared zod
// schemas' field texts that the web shows translated), each under a stable code: the code is what
// the error envelope sends beside the English (`code`, and `params` for the `{placeholder}`s) and
// what the web translates by; the English here is the one home of each text, byte for byte as the
// API has always sent it. Hindi is in locales/hi.json under 'server-messages', by code
// (docs/decisions/054-error-codes.md). A code, once sent, keeps its meaning: a new meaning is a new
// code. Two spellings the API has long sent ('Gym not found', 'Gym not found.') are two codes.
// No imports: the web bundle reads this only from screens that show server texts.

export const serverTexts = {
  // Accounts (API contract §1) and their form rules (auth-schemas.ts, person-name.ts).
  fillAllFields: 'Please fill in all fields.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  invalidEmail: 'Invalid email address',
  wrongCredentials: 'Invalid email or password',
  enterEmail: 'Please enter your email address.',
  invalidToken: 'Invalid or expired token',
  invalidVerificationToken: 'Invalid or expired verification token',
  emailTaken: 'An account with this email already exists.',
  emailNotVerified: 'Email not verified. Please verify your email before logging in.',
  nameTooLong: 'Name must be at most 80 characters',
  nameRule: 'Name must not contain web addresses, "<", ">" or control characters',
  loginSuccessful: 'Login successful',
  loggedOut: 'Logged out successfully',
  registered: 'Registration successful. Please check your email to verify your account.',
  emailVerified: 'Email verified successfully',
  emailAlreadyVerified: 'Email already verified',
  verificationResent: 'If this email still needs verifying, a new verification link has been sent.',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent.',
  passwordReset: 'Password reset successfully',
  loginRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  tooManyAttemptsOneMinute: 'Too many attempts. Please try again in 1 minute.',
  tooManyAttempts: 'Too many attempts. Please try again in {minutes} minutes.',
  internalError: 'Internal server error',
  serviceUnavailable: 'Service temporarily unavailable. Please try again.',

  // Phone numbers and sign-in with a one-time code (API contract §8.9, phone-auth-schemas.ts).
  invalidMobileNumber: 'Enter a valid Indian mobile number.',
  codeSent: 'We sent a code to {phone}.',
  tooManyCodesOneMinute: 'Too many codes were sent to this number. Try again in 1 minute.',
  tooManyCodes: 'Too many codes were sent to this number. Try again in {minutes} minutes.',
  codeWrongOrExpired: 'That code is wrong or has expired.',
  nameNeededForAccount: 'Tell us your name to create your account.',
  accountCreated: 'Account created',
  phoneTaken: 'This number belongs to another account.',

  // The request itself (error-handler.ts, client-errors.ts, nul-guard.ts, authentication.ts).
  invalidRequest: 'Invalid request',
  requestNotCompleted: 'Request was not completed',
  bodyTooLarge: 'Request body is too large',
  bodyTooDeep: 'Request body is nested too deeply',
  invalidJson: 'Request body is not valid JSON',
  unsupportedContentType: 'Unsupported content type',
  tooManyRequests: 'Too many requests. Please try again later.',
  requestTimedOut: 'Request timed out',
  headersTooLarge: 'Request headers are too large',
  crossSiteRefused: 'Cross-site request refused',
  notFound: 'Not found',
  databaseNotReachable: 'Database not reachable',

  // Gyms, their search and their photos.
  gymNotFound: 'Gym not found',
  gymNotFoundDot: 'Gym not found.',
  searchOrLocation: 'Provide search text or latitude and longitude',
  searchTooLong: 'Search text must be at most 100 characters',
  gymAdded: 'Gym added successfully',
  validationFailed: 'Validation failed',
  tooManyImages: 'A gym can have at most 8 images',
  // A gym's payout account (§8.12, decision 064).
  payoutAccountNotActive: 'This Razorpay account is not active.',
  payoutAccountNotChecked: 'Razorpay could not be asked about this account right now, so nothing was saved. Please try again in a few minutes.',
  payoutAccountAdminOnly: "Only a GymSlot admin can set or change a gym's payout account.",
  imageTooLarge: 'Each image must be at most 5 MB',
  imageWrongType: 'Only PNG and JPEG images are allowed',
  noImages: 'No images uploaded',
  imageNotOnGym: 'Image not found on this gym',
  imagesAdded: 'Images added',
  imageDeleted: 'Image deleted',
  imageNoRoom: 'The server has no room to store this image. Please try again later.',
  // §8.14: the bucket images are kept in cannot be reached (decision 070); nothing of an upload is kept.
  imageStoreDown: 'Photos cannot be saved or loaded right now. Please try again in a few minutes.',
  formNotMultipart: 'The form must be sent as multipart/form-data',
  formTooManyFields: 'The form has too many fields',
  formUnreadable: 'The form data could not be read',

  // Opening hours set by owners and admins.
  missingFields: 'Missing required fields',
  invalidDateFormat: 'Invalid date format',
  pastDate: 'Cannot set availability for past dates',
  availabilityTooFarAhead: 'Cannot set availability more than 2 years ahead',
  invalidTime: 'Invalid time format',
  startBeforeEnd: 'Start time must be before end time',
  invalidDay: 'Invalid day of week',
  noRecurring: 'No recurring availability found for this day',
  availabilitySet: 'Availability set',

  // Booking a slot and paying for it.
  invalidBookingDate: 'Invalid booking date',
  // B5/B6 filters (§8.7, booking-filter-schemas.ts) the bookings lists can meet.
  filterFromAfterTo: 'from must not be after to',
  filterDate: 'date must be a date written YYYY-MM-DD',
  filterFromDate: 'from must be a date written YYYY-MM-DD',
  filterToDate: 'to must be a date written YYYY-MM-DD',
  // The API's date window (issue 26; date-window.ts, payout-schemas.ts): slots, filters, insights, payouts.
  dateOutsideWindow: 'date must be a date from 2020-01-01 to 2 years after today',
  fromOutsideWindow: 'from must be a date from 2020-01-01 to 2 years after today',
  toOutsideWindow: 'to must be a date from 2020-01-01 to 2 years after today',
  payoutMonthOutsideWindow: 'month must be a month from 2020-01 to 2 years after this one',
  invalidCursor: 'Invalid cursor',
  bookingHorizon: 'Bookings open up to {days} days ahead. Please choose an earlier date.',
  slotNotOffered: 'Selected slot is not available for this day',
  slotPast: 'Cannot book past time slot today',
  alreadyHaveSlot: 'You already have this slot',
  slotFull: 'This slot is full',
  unpaidHolds: 'You have 3 unpaid bookings. Pay for or cancel one first.',
  bookingNotFound: 'Booking not found',
  bookingInitiated: 'Booking initiated',
  bookingConfirmed: 'Booking confirmed',
  missingVerificationFields: 'Missing required fields for verification',
  orderMismatch: 'Order does not match this booking',
  invalidSignature: 'Invalid payment signature',
  paymentNotVerified: 'Payment could not be verified',
  slotNoLongerAvailable: 'Slot no longer available',
  alreadyPaidRefund: 'This booking is already paid. The extra payment will be refunded.',
  cancelledRefund: 'This booking was cancelled. The payment will be refunded.',
  holdRanOut: 'The hold on this slot ran out before your payment went through. Nothing was charged; please book again.',
  alreadyPaidNothingCharged: 'This booking is already paid. Nothing more was charged.',
  cancelledNothingCharged: 'This booking was cancelled. Nothing was charged.',
  priceChangedRefund: 'The hold on this slot ran out and its price has changed since. The payment will be refunded.',
  priceChangedNothingCharged: 'The hold on this slot ran out and its price has changed since. Nothing was charged; please book again.',
  paymentNotStarted: 'The payment could not be started. Please try again.',
  paymentNotChecked: 'The payment could not be checked. Please try again.',
  paymentNotCompleted: 'The payment could not be completed.',
  refundFailed: 'The refund could not be made.',
  paymentServiceDown: 'The payment service is not available right now. Please try again in a few minutes.',
  noPaymentOrder: 'This booking has no payment order',
  orderNotChecked: 'The order could not be checked. Please try again.',
  paymentsNotListed: 'The payments could not be listed. Please try again.',
  transfersNotRead: 'The transfers could not be read.',
  transferNotReleased: 'The transfer could not be released.',
  transferNotReversed: 'The transfer could not be reversed.',
  orderNotFound: 'Order not found',
  sandboxCheckoutInactive: 'The sandbox checkout is not active',
  webhooksNotConfigured: 'Payment webhooks are not configured',
  invalidWebhookSignature: 'Invalid webhook signature',
  webhookNotJson: 'Webhook body is not valid JSON',
  whatsappNotConfigured: 'WhatsApp webhooks are not configured',
  webhookVerifyRefused: 'The webhook verify token is wrong',
  paymentMismatchNotFound: 'No open payment to look into has that id.',
  invoiceNotPaid: 'This booking was never paid, so it has no invoice.',
  creditNoteNotRefunded: 'This booking has not been refunded, so it has no credit note.',

  // Cancelling and rescheduling.
  bookingCancelled: 'Booking cancelled successfully',
  verifiedNotCancellable: 'Verified bookings cannot be cancelled',
  slotStarted: 'This slot has already started',
  tooLateToCancel:
    'This booking starts in less than 2 hours, so it can no longer be cancelled. Bookings can be cancelled up to 2 hours before the slot starts, with a full refund. Later cancellations are not possible.',
  cancellationPolicy:
    'Bookings can be cancelled up to 2 hours before the slot starts, with a full refund. Later cancellations are not possible.',
  checkedInNoReschedule: 'This booking has already been checked in, so it cannot be rescheduled',
  unpaidNoReschedule: 'Only paid bookings can be rescheduled. Complete the payment first.',
  cancelledNoReschedule: 'This booking has been cancelled, so it cannot be rescheduled',
  tooLateToReschedule: 'This booking starts in less than 2 hours, so it can no longer be rescheduled.',
  sameSlot: 'Your booking is already in this slot. Choose another date or time.',
  rescheduleLimit:
    'This booking has already been rescheduled 3 times, the most allowed. You can still cancel it for a full refund up to 2 hours before it starts.',
  rescheduled: 'Booking rescheduled',

  // The door pass and the owner's check-in (API contract §8.1, §8.5).
  unpaidNoPass: 'This booking is not paid, so it has no pass.',
  cancelledNoPass: 'This booking was cancelled, so it has no pass.',
  alreadyCheckedIn: 'This booking was already checked in.',
  alreadyCheckedInAt: 'This booking was already checked in at {time}.',
  checkInOpensAt: 'Check-in opens at {time}, 60 minutes before the slot.',
  otpNotToday: 'This OTP is for a booking on {date}, not today.',
  passNotToday: 'This pass is for a booking on {date}, not today.',
  slotEnded: "This booking's slot has ended.",
  otpRequired: 'OTP is required',
  otpSixDigits: 'OTP must be 6 digits',
  invalidOtp: 'Invalid OTP',
  bookingWasCancelled: 'This booking was cancelled.',
  passRequired: 'Pass is required',
  invalidPass: 'This is not a valid GymSlot pass.',
  foreignPass: 'This pass is for a booking at another gym.',
  outdatedPass: 'This pass is out of date: the booking was moved. Ask the customer to open it again in My Bookings.',
  bookingVerified: 'Booking verified successfully',

  // The waitlist.
  waitlistHasPlaces: 'This slot has places. Book it instead.',
  waitlistAlreadyJoined: 'You are already on the waitlist for this slot',
  waitlistLimit: 'You can be on the waitlist for at most 5 slots at a time. Leave one first.',
  waitlistJoined: "You're on the waitlist. We'll e-mail you if a place frees up.",
  waitlistLeft: 'You have left the waitlist',
  waitlistEntryNotFound: 'Waitlist entry not found',

  // Reviews and owners' replies.
  reviewNotFound: 'Review not found.',
  reviewOtherGym: 'This booking is for another gym.',
  reviewNotCheckedIn: 'You can review a gym after your visit is checked in.',
  reviewWindowPassed: 'You can review a visit for up to 30 days after it.',
  reviewAlreadyPosted: 'You have already reviewed this visit.',
  ratingRule: 'Rating must be a whole number from 1 to 5',
  commentTooLong: 'Comment must be at most 1000 characters',
  replyRequired: 'Reply text is required',
  replyTooLong: 'Reply must be at most 1000 characters',

  // Off-peak price bands (§8.7): each problem as the Prices screen shows it under its band.
  bandsNotAnObject: 'The body must be a JSON object: { "bands": [...] }, where [] clears every band',
  bandsNotAList: 'bands must be a list of price bands; [] clears every band',
  tooManyBands: 'A gym can have at most 50 price bands',
  bandNotAnObject: 'A band must be an object with dayOfWeek, startTime, endTime and pricePerHour',
  bandDay: 'dayOfWeek must be one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday',
  bandStartTime: 'startTime must be a time such as 06:00 AM',
  bandEndTime: 'endTime must be a time such as 06:00 AM',
  bandStartOnTheHour: 'startTime must be on the hour, such as 06:00 AM',
  bandEndOnTheHour: 'endTime must be on the hour, such as 06:00 AM',
  bandOrder: 'startTime must be before endTime',
  bandPrice: 'pricePerHour must be more than 0 and at most 100000 rupees, with at most 2 decimals',
  bandPriceRequired: 'pricePerHour is required',
  bandOverlap: 'overlaps band {band} on the same day',
  dearerSlot: 'This slot costs more than you paid for your booking. Cancel it and book this slot instead.',

  // How GymSlot sells a gym and its closed hours (§8.12, selling-schemas.ts, decision 063).
  placesPerSlotRule: 'Places per slot must be a whole number of at least 1, or empty for all places.',
  placesPerSlotOverCapacity: 'Places per slot cannot be more than the gym holds ({capacity}).',
  bookingWindowRule: 'Days ahead must be a whole number from 1 to 90.',
  minNoticeRule: 'Minimum notice must be a whole number of minutes from 0 to 1440.',
  closureDateRule: 'Choose the date of the closed hours.',
  closureDatePast: 'Closed hours cannot be in the past.',
  closureDateTooFar: 'Closed hours can be set at most 365 days ahead.',
  closureStartTime: 'Choose when the closed hours start, such as 06:00 AM.',
  closureEndTime: 'Choose when the closed hours end, such as 09:00 PM.',
  closureOrder: 'The closed hours must end after they start.',
  closureReasonRequired: 'Give a reason, such as repairs or an event.',
  closureReasonTooLong: 'The reason must be at most 200 characters.',
  closureHasBookings: 'Paid bookings fall in these hours. Cancel them with a full refund to close these hours.',
  closureNotFound: 'Closed hours not found.',

  // The admin's message outbox (§8.8).
  messageNotFound: 'Message not found',
  onlyFailedRetried: 'Only a failed message can be retried.',

  // Privacy: a person's data and the deletion of their account (§8.11, privacy-schemas.ts, decision 059).
  deletionConfirmRequired: 'To delete your account, type DELETE in capital letters.',
  ownerAccountDeletion: "Ask GymSlot support to close a gym owner's account.",
  deletionScheduled: 'Your account will be deleted on {date} at {time} IST. You can cancel this until then.',
  deletionCancelled: 'Your account will not be deleted.',

  // Disputes (chargebacks) and their answer through Razorpay (§8.10).
  disputeNotFound: 'Dispute not found.',
  disputeAlreadyAccepted: 'This dispute was already accepted.',
  disputeAlreadyContested: 'This dispute was already contested.',
  disputeBeingAnswered: 'Another admin is answering this dispute right now.',
  disputeEnded: 'This dispute has ended, so it can no longer be accepted or contested.',
  disputeUnderReview: 'This dispute is already under review by the bank, so it cannot be accepted or contested now.',
  disputeRefused: 'Razorpay did not take this answer: {reason}',
  disputeSummaryRequired: 'Write a summary for the bank.',
  disputeSummaryTooLong: 'The summary must be at most 1000 characters.',

  // Message preferences and the unsubscribe link of a mail (§8.8, §8.9).
  preferencesRule: 'Choose on or off for every message setting.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid. You can turn messages off on your account page.',
  reviewPromptsStopped: "You will no longer get 'Rate your visit' e-mails.",

  // 'Not let in' reports (§8.10, not-let-in-schemas.ts, decision 060).
  notLetInReasonRule: 'reason must be closed, refused or other',
  notLetInNoteTooLong: 'Note must be at most 500 characters',
  notLetInNotePlain: 'Note must not contain "<", ">" or control characters other than line breaks',
  notLetInNoteRequired: 'Note is required',
  notLetInOutcomeRule: 'outcome must be refund or reject',
  notLetInNotPaid: 'This booking is not paid, so there is nothing to report.',
  notLetInTooEarly: 'You can report this from {time} on {date}, when check-in opens.',
  notLetInTooLate: 'Reports close 30 minutes after the slot ends, so this booking can no longer be reported.',
  notLetInAlreadyReported: 'You have already reported this booking.',
  notLetInReported: "We told the gym. If they don't let you in or answer by {time}, you get your money back automatically.",
  notLetInReportedForReview: "We told the gym. GymSlot's team will look into it and decide.",
  reportNotFound: 'Report not found',
  reportClosed: 'This report is already closed.',
  reportAlreadyAnswered: 'You have already answered this report.',
  reportAnswerTooLate: 'The 30 minutes to answer this report have passed.',
  reportAnswered: "Your answer was sent. GymSlot's team will decide.",
  reportNotContested: 'Only a contested report can be decided.',
  reportRefunded: 'The booking is refunded in full.',
  reportRejected: 'The report is closed without a refund.',

  // Front-desk staff (§8.12, staff-schemas.ts, decision 062).
  staffContactRequired: "Enter the staff member's e-mail address or mobile number.",
  staffContactOnlyOne: 'Enter an e-mail address or a mobile number, not both.',
  staffNameNeeded: "Enter the staff member's name to create their account.",
  staffNameTooLong: 'Name must be at most 100 characters',
  staffNeedOwnAccount: 'This account runs gyms on GymSlot. Front-desk staff need an account of their own: use another e-mail address or mobile number.',
  staffMemberNotFound: "This person is not on this gym's staff.",
  staffRemoved: "Removed from this gym's staff.",
  otpMatchesTwoBookings: 'This code matches bookings at two of your gyms. Check the person in from the Today list.',
} as const;

export type ServerTexts = typeof serverTexts;
export type ServerTextCode = keyof ServerTexts;

/** The `{name}`s of a text, as a union of their names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The values a code's text needs, one per `{placeholder}`. */
export type ServerTextParams<Code extends ServerTextCode> = Record<Placeholders<ServerTexts[Code]>, string | number>;

/** A text by its code, with the values of its placeholders when it has any: what an AppError carries. */
export type CodedText = {
  [Code in ServerTextCode]: [Placeholders<ServerTexts[Code]>] extends [never]
    ? { code: Code; params?: undefined }
    : { code: Code; params: ServerTextParams<Code> };
}[ServerTextCode];

export function isServerTextCode(value: unknown): value is ServerTextCode {
  return typeof value === 'string' && Object.hasOwn(serverTexts, value);
}

/**
 * Each `{name}` filled once, with its value exactly as given (as message-params.ts does on screens);
 * a placeholder without a value stays as written.
 */
export function fillPlaceholders(text: string, values?: Readonly<Record<string, string | number>>): string {
  if (values === undefined) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}

/** The English of a coded text, its placeholders filled. */
export function englishOf(coded: CodedText): string {
  return fillPlaceholders(serverTexts[coded.code], coded.params);
}

interface TextPattern {
  code: ServerTextCode;
  pattern: RegExp;
  names: string[];
}

let byEnglish: { fixed: Map<string, ServerTextCode>; patterns: TextPattern[] } | undefined;

function englishIndex() {
  if (byEnglish) return byEnglish;
  const fixed = new Map<string, ServerTextCode>();
  const patterns: TextPattern[] = [];
  for (const [code, text] of Object.entries(serverTexts) as [ServerTextCode, string][]) {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      fixed.set(text, code);
      continue;
    }
    const source = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    patterns.push({ code, pattern: new RegExp(`^${source}$`), names });
  }
  byEnglish = { fixed, patterns };
  return byEnglish;
}

/**
 * The code (and placeholder values) of an English text of this catalogue, for the texts that travel
 * without a code: the `errors` list and a form's own validation (both from the shared zod schemas),
 * and success messages. A text that differs by one character is not one of them: undefined.
 */
export function findServerText(text: string): CodedText | undefined {
  const { fixed, patterns } = englishIndex();
  const code = fixed.get(text);
  if (code !== undefined) return { code } as CodedText;
  for (const { code: patternCode, pattern, names } of patterns) {
    const match = pattern.exec(text);
    if (match) return { code: patternCode, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) } as CodedText;
  }
  return undefined;
}
