import { PHONE_CODE_LENGTH } from '@gymslot/shared/phone-auth-schemas';
import { useId } from 'react';
import type { ClipboardEvent, Ref } from 'react';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH);

/**
 * The six digits of a one-time code: the phone's keyboard shows digits and offers the code from the
 * message (`one-time-code`); a pasted 'Your code is 123 456' keeps only its digits.
 */
export function CodeField({ label, value, onChange, ref }: CodeFieldProps) {
  const id = useId();
  // The browser would cut a pasted '123 456' to its first six characters before reading the digits.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = digitsOf(event.clipboardData.getData('text'));
    if (pasted === '') return;
    event.preventDefault();
    onChange(pasted);
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={PHONE_CODE_LENGTH}
        value={value}
        onChange={(event) => onChange(digitsOf(event.target.value))}
        onPaste={handlePaste}
        className="block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 font-mono text-2xl tracking-[0.4em] text-neutral-900 focus-visible:border-accent"
      />
    </div>
  );
}
