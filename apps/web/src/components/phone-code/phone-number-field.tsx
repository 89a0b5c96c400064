import { useId } from 'react';
import type { Ref } from 'react';

interface PhoneNumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An Indian mobile number, with '+91' shown before it: the person types the ten digits (or pastes the
 * number in any usual form; the shared rule reads '+91 98765-43210' and '098765 43210' too).
 */
export function PhoneNumberField({ label, value, onChange, ref }: PhoneNumberFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="flex min-h-11 rounded-lg border border-neutral-300 bg-white focus-within:border-accent">
        <span id={`${id}-prefix`} className="flex items-center rounded-l-lg border-r border-neutral-300 bg-neutral-100 px-3 text-base font-medium text-neutral-800">
          +91
        </span>
        <input
          ref={ref}
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-describedby={`${id}-prefix`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="block min-w-0 flex-1 rounded-r-lg bg-transparent px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500"
          placeholder="98765 43210"
        />
      </div>
    </div>
  );
}
