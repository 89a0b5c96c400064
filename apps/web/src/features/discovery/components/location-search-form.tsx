import { LocateFixed, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { readTextFields } from '../../../lib/form-fields';

interface LocationSearchFormProps {
  onSearchText: (text: string) => void;
  onUseMyLocation: () => void;
  locating: boolean;
}

/** Search by text (only when there is some), or by where the person is. */
export function LocationSearchForm({ onSearchText, onUseMyLocation, locating }: LocationSearchFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = readTextFields(event.currentTarget, ['search']).search.trim();
    if (text !== '') onSearchText(text);
  }

  return (
    <div className="space-y-3">
      <form role="search" onSubmit={handleSubmit} className="space-y-1">
        <label htmlFor="location-search-text" className="block text-sm font-medium text-neutral-800">
          Search by city, area or gym name
        </label>
        <div className="flex gap-2">
          <input
            id="location-search-text"
            name="search"
            type="search"
            placeholder="e.g. Koramangala or Bandra"
            className="block min-h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base placeholder:text-neutral-500 focus-visible:border-accent"
          />
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
        </div>
      </form>
      <Button variant="secondary" pending={locating} onClick={onUseMyLocation}>
        {!locating && <LocateFixed aria-hidden="true" className="size-4" />}
        Use My Location
      </Button>
    </div>
  );
}
