import { useId } from 'react';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
}

/** A labelled select whose values are a known set of strings. */
export function SelectField<Value extends string>({ label, value, options, onChange }: SelectFieldProps<Value>) {
  const id = useId();

  function handleChange(selected: string) {
    const option = options.find((candidate) => candidate.value === selected);
    if (option) onChange(option.value);
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => handleChange(event.target.value)}
        className="block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus-visible:border-accent"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
