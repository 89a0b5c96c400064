import { LocateFixed, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useStore } from '../../../i18n/use-store';
import { readTextFields } from '../../../lib/form-fields';
import { locationSearchMessages } from '../location-search-messages';

interface LocationSearchFormProps {
  onSearchText: (text: string) => void;
  onUseMyLocation: () => void;
  locating: boolean;
}

/** Search by text (only when there is some), or by where the person is. */
export function LocationSearchForm({ onSearchText, onUseMyLocation, locating }: LocationSearchFormProps) {
  const t = useStore(locationSearchMessages);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = readTextFields(event.currentTarget, ['search']).search.trim();
    if (text !== '') onSearchText(text);
  }

  return (
    <div className="space-y-3">
      <form role="search" onSubmit={handleSubmit} className="space-y-1">
        <label htmlFor="location-search-text" className="block text-sm font-medium text-neutral-800">
          {t.searchLabel}
        </label>
        <div className="flex gap-2">
          <input
            id="location-search-text"
            name="search"
            type="search"
            placeholder={t.searchPlaceholder}
            className="block min-h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base placeholder:text-neutral-500 focus-visible:border-accent"
          />
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            {t.search}
          </Button>
        </div>
      </form>
      <Button variant="secondary" pending={locating} onClick={onUseMyLocation}>
        {!locating && <LocateFixed aria-hidden="true" className="size-4" />}
        {t.useMyLocation}
      </Button>
    </div>
  );
}
