import { useEffect, useState } from 'react';
import { defaultMapFinderFilters } from '../map-finder-filters';
import type { MapFinderFilters } from '../map-finder-filters';

/** Spec §4: a change of filters refetches after 500 ms, so typing or tapping several toggles sends one request. */
export const filterRefetchDelayMs = 500;

/**
 * The filters as the person is editing them (`draft`) and as last sent to the server (`applied`):
 * `applied` follows `draft` once it has been still for 500 ms, or at once on Apply Filters.
 */
export function useMapFinderFilters() {
  const [draft, setDraft] = useState<MapFinderFilters>(defaultMapFinderFilters);
  const [applied, setApplied] = useState<MapFinderFilters>(defaultMapFinderFilters);

  useEffect(() => {
    if (draft === applied) return;
    const timer = setTimeout(() => setApplied(draft), filterRefetchDelayMs);
    return () => clearTimeout(timer);
  }, [draft, applied]);

  const update = (changes: Partial<MapFinderFilters>) => setDraft((current) => ({ ...current, ...changes }));

  const toggleAmenity = (amenity: string) =>
    setDraft((current) => ({
      ...current,
      amenities: current.amenities.includes(amenity)
        ? current.amenities.filter((selected) => selected !== amenity)
        : [...current.amenities, amenity],
    }));

  /** Clear All resets the panel; the search text stays, it has its own clear button. */
  const clearPanel = () => setDraft((current) => ({ ...defaultMapFinderFilters, search: current.search }));

  const applyNow = () => setApplied(draft);

  return { draft, applied, update, toggleAmenity, clearPanel, applyNow };
}
