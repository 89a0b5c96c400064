import { SelectField } from '../../../components/ui/select-field';
import { useStore } from '../../../i18n/use-store';
import { ownerBookingsMessages } from '../owner-messages';

export interface GymFilterOption {
  /** null stands for every gym. */
  gymId: string | null;
  label: string;
  count: number;
}

interface GymFilterButtonsProps {
  options: readonly GymFilterOption[];
  selectedGymId: string | null;
  onSelect: (gymId: string | null) => void;
}

/** The select's value for "every gym"; gym ids are never empty. */
const allGymsValue = '';

const textOf = (option: GymFilterOption) => `${option.label} (${option.count})`;

/**
 * Narrows the bookings list to one gym; each choice shows how many bookings it holds. On a phone a
 * select labelled 'Gym' (ten buttons would fill the screen); from sm, toggle buttons that wrap.
 */
export function GymFilterButtons({ options, selectedGymId, onSelect }: GymFilterButtonsProps) {
  const t = useStore(ownerBookingsMessages);
  return (
    <div>
      <div className="sm:hidden">
        <SelectField
          label={t.filterGym}
          value={selectedGymId ?? allGymsValue}
          options={options.map((option) => ({ value: option.gymId ?? allGymsValue, label: textOf(option) }))}
          onChange={(value) => onSelect(value === allGymsValue ? null : value)}
        />
      </div>
      <div role="group" aria-label={t.filterLabel} className="hidden flex-wrap gap-2 sm:flex">
        {options.map((option) => {
          const selected = option.gymId === selectedGymId;
          return (
            <button
              key={option.gymId ?? 'all'}
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(option.gymId)}
              className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                selected
                  ? 'border-accent-strong bg-accent-strong text-white'
                  : 'border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100'
              }`}
            >
              {textOf(option)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
