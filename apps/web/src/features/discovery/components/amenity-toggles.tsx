import { Check } from 'lucide-react';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('discovery-amenity-toggles', {
  amenities: 'Amenities',
});

interface AmenityTogglesProps {
  amenities: readonly string[];
  selected: readonly string[];
  onToggle: (amenity: string) => void;
}

/** Toggle buttons (aria-pressed); a gym must offer every amenity that is pressed. */
export function AmenityToggles({ amenities, selected, onToggle }: AmenityTogglesProps) {
  const t = useStore(messages);
  if (amenities.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-neutral-800">{t.amenities}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {amenities.map((amenity) => {
          const pressed = selected.includes(amenity);
          return (
            <button
              key={amenity}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(amenity)}
              className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm font-medium ${
                pressed
                  ? 'border-accent-strong bg-accent-strong text-white'
                  : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100'
              }`}
            >
              {pressed && <Check aria-hidden="true" className="size-4" />}
              {amenity}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
