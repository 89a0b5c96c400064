import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useAmenitiesQuery } from '../api/get-amenities';
import { amenityFilterLimit, mapFinderRadiusOptions, mapFinderSortOptions, minimumRatingOptions } from '../map-finder-filters';
import type { MapFinderFilters } from '../map-finder-filters';
import { AmenityToggles } from './amenity-toggles';

interface MapFilterPanelProps {
  id: string;
  filters: MapFinderFilters;
  onChange: (changes: Partial<MapFinderFilters>) => void;
  onToggleAmenity: (amenity: string) => void;
  onClearAll: () => void;
  onApply: () => void;
}

export function MapFilterPanel({ id, filters, onChange, onToggleAmenity, onClearAll, onApply }: MapFilterPanelProps) {
  const amenities = useAmenitiesQuery();
  return (
    <section id={id} aria-label="Filters" className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Radius" value={filters.radius} options={mapFinderRadiusOptions} onChange={(radius) => onChange({ radius })} />
        <SelectField label="Sort by" value={filters.sortBy} options={mapFinderSortOptions} onChange={(sortBy) => onChange({ sortBy })} />
        <SelectField
          label="Minimum rating"
          value={filters.minRating}
          options={minimumRatingOptions}
          onChange={(minRating) => onChange({ minRating })}
        />
      </div>
      <AmenityToggles
        amenities={amenities.data?.slice(0, amenityFilterLimit) ?? []}
        selected={filters.amenities}
        onToggle={onToggleAmenity}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClearAll}>
          Clear All
        </Button>
        <Button onClick={onApply}>Apply Filters</Button>
      </div>
    </section>
  );
}
