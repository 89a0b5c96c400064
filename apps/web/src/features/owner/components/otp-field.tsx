import { useId } from 'react';
import { useStore } from '../../../i18n/use-store';
import { ownerVerifyMessages } from '../owner-messages';

interface OtpFieldProps {
  value: string;
  onChange: (digits: string) => void;
  describedBy?: string;
}

const otpLength = 6;

/** The code a customer shows: digits only, a number pad on phones, large and monospaced (ui.md). */
export function OtpField({ value, onChange, describedBy }: OtpFieldProps) {
  const t = useStore(ownerVerifyMessages);
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {t.otpLabel}
      </label>
      <input
        id={id}
        name="otp"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={otpLength}
        required
        placeholder={t.otpPlaceholder}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, otpLength))}
        className="block min-h-14 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-center font-mono text-3xl font-bold tracking-[0.3em] text-neutral-900 placeholder:font-sans placeholder:text-base placeholder:font-normal placeholder:tracking-normal placeholder:text-neutral-500 focus-visible:border-accent"
      />
    </div>
  );
}
