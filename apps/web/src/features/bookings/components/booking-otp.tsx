import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { bookingMessages } from '../booking-messages';

const messages = i18n('bookings-otp', {
  yourOtp: 'Your OTP',
  /** In place of a code the booking does not have. */
  notAvailable: 'N/A',
});

interface BookingOtpProps {
  otp: number | undefined;
  size?: 'large' | 'medium';
}

/** The check-in code: large, monospaced and spaced out so it reads at arm's length (ui.md). */
export function BookingOtp({ otp, size = 'large' }: BookingOtpProps) {
  const t = useStore(messages);
  const spec = useStore(bookingMessages);
  const digits = size === 'large' ? 'text-4xl sm:text-5xl' : 'text-3xl';
  return (
    <div className="rounded-xl border border-neutral-200 bg-neutral-50 px-4 py-3 text-center">
      <p className="text-sm font-medium text-neutral-700">{t.yourOtp}</p>
      <p className={`font-mono font-bold tracking-[0.2em] text-neutral-900 tabular-nums ${digits}`}>{otp ?? t.notAvailable}</p>
      <p className="mt-1 text-sm text-neutral-700">{spec.showOtp}</p>
    </div>
  );
}
