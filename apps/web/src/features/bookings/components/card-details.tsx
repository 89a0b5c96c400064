/** A card's facts (date, time, amount…) as three labelled columns, the way My Bookings shows them. */
export function CardDetails({ details }: { details: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="grid grid-cols-3 gap-3 text-sm">
      {details.map(([label, value]) => (
        <div key={label}>
          <dt className="text-neutral-600">{label}</dt>
          <dd className="font-semibold text-neutral-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
