import { useStore } from '../../../i18n/use-store';
import { mapMessages } from '../map/map-messages';

/** What the marker colours mean; colour is not the only signal, the words say it too. No 'You are here' without a position. */
export function MapLegend({ showYou }: { showYou: boolean }) {
  const t = useStore(mapMessages);
  return (
    <ul aria-label={t.legend} className="flex flex-wrap gap-4 text-sm text-neutral-800">
      {showYou && (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3.5 rounded-full border-2 border-white bg-[#007aff] ring-2 ring-[#007aff]/30" />
          {t.youAreHere}
        </li>
      )}
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3.5 rounded-full bg-red-600" />
        {t.gyms}
      </li>
    </ul>
  );
}
