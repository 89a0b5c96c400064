import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useStore } from '../../../i18n/use-store';
import { useAmenitiesQuery } from '../api/get-amenities';
import { amenityFilterLimit, mapFinderRadiusOptions, mapFinderSortOptions, minimumRatingOptions } from '../map-finder-filters';
import type { LabelledChoice, MapFinderFilters } from '../map-finder-filters';
import { mapFinderMessages } from '../map-finder-messages';
import type { MapFinderTexts } from '../map-finder-messages';
import { AmenityToggles } from './amenity-toggles';

interface MapFilterPanelProps {
  id: string;
  filters: MapFinderFilters;
  onChange: (changes: Partial<MapFinderFilters>) => void;
  onToggleAmenity: (amenity: string) => void;
  onClearAll: () => void;
  onApply: () => void;
}

const withLabels = <Value extends string>(choices: readonly LabelledChoice<Value>[], t: MapFinderTexts) =>
  choices.map(({ value, label }) => ({ value, label: t[label] }));

export function MapFilterPanel({ id, filters, onChange, onToggleAmenity, onClearAll, onApply }: MapFilterPanelProps) {
  const t = useStore(mapFinderMessages);
  const amenities = useAmenitiesQuery();
  return (
    <section id={id} aria-label={t.filters} className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label={t.radius} value={filters.radius} options={mapFinderRadiusOptions} onChange={(radius) => onChange({ radius })} />
        <SelectField
          label={t.sortBy}
          value={filters.sortBy}
          options={withLabels(mapFinderSortOptions, t)}
          onChange={(sortBy) => onChange({ sortBy })}
        />
        <SelectField
          label={t.minimumRating}
          value={filters.minRating}
          options={withLabels(minimumRatingOptions, t)}
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
          {t.clearAll}
        </Button>
        <Button onClick={onApply}>{t.applyFilters}</Button>
      </div>
    </section>
  );
}
