import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { useStore } from '../../../i18n/use-store';
import { mapFinderMessages } from '../map-finder-messages';

interface MapFinderToolbarProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  filtersOpen: boolean;
  filterPanelId: string;
  onToggleFilters: () => void;
  activeFilterCount: number;
}

/** The search box and the Filters toggle, whose badge counts the filters in use. */
export function MapFinderToolbar(props: MapFinderToolbarProps) {
  const t = useStore(mapFinderMessages);
  const { searchText, onSearchTextChange, filtersOpen, filterPanelId, onToggleFilters, activeFilterCount } = props;
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <SearchField
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={searchText}
          onChange={onSearchTextChange}
          clearable
        />
      </div>
      <Button
        variant="secondary"
        aria-expanded={filtersOpen}
        aria-controls={filtersOpen ? filterPanelId : undefined}
        onClick={onToggleFilters}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t.filters}
        {activeFilterCount > 0 && (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent-strong px-1.5 text-sm text-white">
            {activeFilterCount}
            <span className="sr-only"> {t.active}</span>
          </span>
        )}
      </Button>
    </div>
  );
}
