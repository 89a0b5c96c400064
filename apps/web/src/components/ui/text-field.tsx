import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** React 19 passes it as a prop; it reaches the <input> with the rest. */
  ref?: Ref<HTMLInputElement>;
  /** The problem with what was typed, shown under the input and tied to it for screen readers. */
  error?: string;
  /** What the field is for or takes, under the input and read with it. */
  hint?: string;
}

/** A labelled input; the label is always visible, as ui.md asks. */
export function TextField({ label, error, hint, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        id={id}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:border-accent ${error ? 'border-red-600' : 'border-neutral-300'}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
