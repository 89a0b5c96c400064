interface StatusFilterProps<Status extends string> {
  /** The group's name for screen readers ('Show messages'). */
  label: string;
  /** The 'All' button's text. */
  allLabel: string;
  /** Each status with its button text, in the order shown. */
  options: readonly { value: Status; label: string }[];
  status: Status | undefined;
  onChange: (status: Status | undefined) => void;
}

/** All, then each status, as toggle buttons, one tap each; they wrap rather than scroll on a phone. */
export function StatusFilter<Status extends string>({ label, allLabel, options, status, onChange }: StatusFilterProps<Status>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {[{ value: undefined, label: allLabel }, ...options].map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          aria-pressed={status === option.value}
          onClick={() => onChange(option.value)}
          className="min-h-11 rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-neutral-900 transition-colors hover:bg-neutral-100 aria-pressed:border-accent-strong aria-pressed:bg-accent-strong aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
