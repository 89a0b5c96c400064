import { useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { translateServerText } from '../../i18n/server-messages';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'value' | 'maxLength'> {
  label: string;
  value: string;
  /** The most characters the field takes; a counter under it shows how many are used. */
  maxLength: number;
  /** The schema's message for this field, shown beside it (ui.md). */
  error?: string;
}

/** A labelled multi-line input with a character counter and its own error line. */
export function TextAreaField({ label, value, maxLength, error, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        rows={4}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? counterId : `${errorId} ${counterId}`}
        className="block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:border-accent"
        {...textareaProps}
      />
      <div className="flex justify-between gap-3 text-sm">
        <p id={errorId} className="text-red-700">
          {error && translateServerText(error)}
        </p>
        <p id={counterId} className="shrink-0 text-neutral-600 tabular-nums">
          {value.length} / {maxLength}
        </p>
      </div>
    </div>
  );
}
