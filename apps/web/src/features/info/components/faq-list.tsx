import { ChevronDown } from 'lucide-react';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Native disclosure widgets: keyboard and screen-reader support without any script. */
export function FaqList({ heading, entries }: { heading: string; entries: readonly FaqEntry[] }) {
  return (
    <section>
      <h2 className="text-2xl font-bold">{heading}</h2>
      <div className="mt-4 divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
        {entries.map((entry) => (
          <details key={entry.question} className="group px-5">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded py-3 font-semibold [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-neutral-700">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
