/** One label and its value on an admin card; `className` styles the value (ids in a monospace font, say). */
export interface Detail {
  term: string;
  value: string;
  className?: string;
}

/** An admin card's labels and values, two columns that keep a long value from widening the card. */
export function DetailsList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {details.map((detail) => (
        <div key={detail.term} className="contents">
          <dt className="text-neutral-700">{detail.term}</dt>
          <dd className={`font-medium break-words ${detail.className ?? ''}`}>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
