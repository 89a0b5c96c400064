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

/** Toggle buttons that narrow the bookings list to one gym; each shows how many bookings it holds. */
export function GymFilterButtons({ options, selectedGymId, onSelect }: GymFilterButtonsProps) {
  return (
    <div role="group" aria-label="Filter bookings by gym" className="flex flex-wrap gap-2">
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
            {option.label} ({option.count})
          </button>
        );
      })}
    </div>
  );
}
