import { useId } from 'react';

interface PreferenceSwitchProps {
  label: string;
  /** One line under the label: what the switch does, or what it still needs. */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The word shown beside the switch, so its state is never told by colour and position alone. */
  stateText: string;
}

/** One on/off preference, a real switch for screen readers, with a thumb-sized target. */
export function PreferenceSwitch({ label, hint, checked, onChange, stateText }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-neutral-900">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-1 text-sm font-medium text-neutral-700"
      >
        <span className={`relative inline-flex h-7 w-12 rounded-full transition-colors ${checked ? 'bg-accent-strong' : 'bg-neutral-300'}`}>
          <span
            className={`absolute top-1 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${checked ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </span>
        <span className="min-w-8 text-left">{stateText}</span>
      </button>
    </div>
  );
}
