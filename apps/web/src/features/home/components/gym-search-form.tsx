import { Search } from 'lucide';
import { Glyph } from '../../../components/ui/glyph';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { readTextFields } from '../../../lib/form-fields';
import { useNavigate } from '../../../lib/navigation';
import { useStore } from '../../../i18n/use-store';
import { homeMessages } from '../home-messages';

/** Sends the person to /explore?search={text}, but only when there is something to search for. */
export function GymSearchForm() {
  const t = useStore(homeMessages);
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const searchText = readTextFields(event.currentTarget, ['search']).search.trim();
    if (searchText === '') return;
    navigate(paths.explore.getHref(searchText));
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="space-y-1">
      <label htmlFor="home-gym-search" className="block text-sm font-medium text-neutral-800">
        {t.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id="home-gym-search"
          name="search"
          type="search"
          placeholder={t.searchPlaceholder}
          className="block min-h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base placeholder:text-neutral-500 focus-visible:border-accent"
        />
        <Button type="submit">
          <Glyph icon={Search} className="size-4" />
          {t.search}
        </Button>
      </div>
    </form>
  );
}
