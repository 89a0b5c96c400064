import type { DeskBooking as Booking } from '@gymslot/shared/booking-schemas';
import { ApiError } from '../../lib/api-client';
import { passScannerMessages } from './owner-messages';

export type PassVerdict = 'valid' | 'already_checked_in' | 'not_today' | 'not_your_gym' | 'refused';

export interface PassCheckOutcome {
  verdict: PassVerdict;
  /** The one big word the owner reads at a glance. */
  heading: string;
  /** The server's own sentence (or, when valid, who and when). */
  message: string;
  booking?: Booking;
}

type ScannerText = keyof ReturnType<typeof passScannerMessages.get>;

const headings: Record<PassVerdict, ScannerText> = {
  valid: 'valid',
  already_checked_in: 'alreadyCheckedIn',
  not_today: 'notToday',
  not_your_gym: 'notYourGym',
  refused: 'refused',
};

/** The verdict's word, in the language now shown (an outcome lives no longer than the screen does). */
const headingOf = (verdict: PassVerdict): string => passScannerMessages.get()[headings[verdict]];

// The check-in replies are B7's (API contract §8.1): a verdict is read from the status, and for
// the two kinds of 409 and 400 from the server's sentence, which is fixed by the contract.
function verdictOf(error: ApiError): PassVerdict {
  const message = error.serverMessage ?? '';
  if (error.status === 403) return 'not_your_gym';
  if (error.status === 409 && message.startsWith('This booking was already checked in')) return 'already_checked_in';
  if (error.status === 409 && (message.startsWith('Check-in opens at') || message === "This booking's slot has ended.")) return 'not_today';
  if (error.status === 400 && message.endsWith(', not today.')) return 'not_today';
  return 'refused';
}

export function passCheckSucceeded(booking: Booking, message: string): PassCheckOutcome {
  return { verdict: 'valid', heading: headingOf('valid'), message, booking };
}

export function passCheckFailed(error: unknown): PassCheckOutcome {
  const t = passScannerMessages.get();
  if (!(error instanceof ApiError)) {
    return { verdict: 'refused', heading: headingOf('refused'), message: t.offline };
  }
  const verdict = verdictOf(error);
  return { verdict, heading: headingOf(verdict), message: error.serverMessage ?? t.typeOtp };
}
