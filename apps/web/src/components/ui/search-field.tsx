import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';

const messages = i18n('ui-search-field', {
  clearSearch: 'Clear search',
});

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Shows a clear button while there is text. */
  clearable?: boolean;
}

/** A labelled search box; the clear button empties it and puts the cursor back in it. */
export function SearchField({ label, value, onChange, placeholder, clearable = false }: SearchFieldProps) {
  const t = useStore(messages);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const showClear = clearable && value !== '';

  function clear() {
    onChange('');
    inputRef.current?.focus();
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`block min-h-11 w-full rounded-lg border border-neutral-300 bg-white py-2 pl-10 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:border-accent [&::-webkit-search-cancel-button]:appearance-none ${showClear ? 'pr-12' : 'pr-3'}`}
        />
        {showClear && (
          <button
            type="button"
            onClick={clear}
            aria-label={t.clearSearch}
            className="absolute top-1/2 right-0.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
    </div>
  );
}
