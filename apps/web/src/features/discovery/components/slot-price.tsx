import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { formatPricePerHour } from '../../../lib/formatters';

const messages = i18n('discovery-slot-price', {
  offPeak: 'Off-peak',
  peak: 'Peak',
});

/** How a slot's own price (§8.7 bands) stands against the gym's price. */
export type SlotPriceKind = 'offPeak' | 'peak' | 'standard';

export function slotPriceKind(slotPrice: number, gymPrice: number): SlotPriceKind {
  if (slotPrice < gymPrice) return 'offPeak';
  return slotPrice > gymPrice ? 'peak' : 'standard';
}

const tagTones: Record<Exclude<SlotPriceKind, 'standard'>, string> = {
  offPeak: 'bg-green-100 text-green-900',
  peak: 'bg-amber-100 text-amber-900',
};

/** A slot's price and, when a band sets it, its tag in words, for a screen reader's label: '₹120 / hour, Off-peak'. */
export function useSlotPriceWords(): (pricePerHour: number, kind: SlotPriceKind) => string {
  const t = useStore(messages);
  return (pricePerHour, kind) => (kind === 'standard' ? formatPricePerHour(pricePerHour) : `${formatPricePerHour(pricePerHour)}, ${t[kind]}`);
}

/** A slot's price per hour, with its tag in words (never colour alone) when a band sets it. */
export function SlotPrice({ pricePerHour, kind }: { pricePerHour: number; kind: SlotPriceKind }) {
  const t = useStore(messages);
  return (
    <span className="flex flex-wrap items-center justify-center gap-1 text-xs font-normal text-neutral-800">
      <span>{formatPricePerHour(pricePerHour)}</span>
      {kind !== 'standard' && <span className={`rounded-full px-1.5 py-0.5 font-semibold ${tagTones[kind]}`}>{t[kind]}</span>}
    </span>
  );
}
