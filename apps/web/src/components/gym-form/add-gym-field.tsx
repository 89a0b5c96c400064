import { useId } from 'react';
import { useStore } from '../../i18n/use-store';
import type { AddGymFieldSpec } from './add-gym-fields';
import { addGymMessages } from './add-gym-messages';

const controlStyle =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:border-accent';

interface AddGymFieldProps {
  field: AddGymFieldSpec;
  error: string | undefined;
  /** What the input starts with, such as a gym's stored value on the edit screen. */
  defaultValue?: string;
}

/**
 * A labelled gym input (add-gym and edit-gym screens) whose hint and problem, if any, sit right under
 * it and are tied to it for screen readers.
 */
export function AddGymField({ field, error, defaultValue }: AddGymFieldProps) {
  const t = useStore(addGymMessages);
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [field.hint === undefined ? null : hintId, error === undefined ? null : errorId].filter((part) => part !== null);
  const shared = {
    id,
    name: field.name,
    defaultValue,
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': describedBy.length === 0 ? undefined : describedBy.join(' '),
  };
  const borderStyle = error === undefined ? 'border-neutral-300' : 'border-red-600';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {t[field.name]}
      </label>
      {field.multiline ? (
        <textarea {...shared} rows={3} className={`${controlStyle} ${borderStyle}`} />
      ) : (
        <input
          {...shared}
          {...field.input}
          placeholder={field.placeholder === undefined ? field.input?.placeholder : t[field.placeholder]}
          className={`${controlStyle} min-h-11 ${borderStyle}`}
        />
      )}
      {field.hint !== undefined && (
        <p id={hintId} className="text-sm text-neutral-700">
          {t[field.hint]}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
