/** What the marker colours mean; colour is not the only signal, the words say it too. No 'You are here' without a position. */
export function MapLegend({ showYou }: { showYou: boolean }) {
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-4 text-sm text-neutral-800">
      {showYou && (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3.5 rounded-full border-2 border-white bg-[#007aff] ring-2 ring-[#007aff]/30" />
          You are here
        </li>
      )}
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3.5 rounded-full bg-red-600" />
        Gyms
      </li>
    </ul>
  );
}
