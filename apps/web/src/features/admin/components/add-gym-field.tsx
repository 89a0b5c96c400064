import { useId } from 'react';
import { useStore } from '../../../i18n/use-store';
import type { AddGymFieldSpec } from '../add-gym-fields';
import { addGymMessages } from '../add-gym-messages';

const controlStyle =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:border-accent';

/** A labelled add-gym input whose problem, if any, sits right under it and is tied to it for screen readers. */
export function AddGymField({ field, error }: { field: AddGymFieldSpec; error: string | undefined }) {
  const t = useStore(addGymMessages);
  const id = useId();
  const errorId = useId();
  const shared = {
    id,
    name: field.name,
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': error === undefined ? undefined : errorId,
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
      {error !== undefined && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
