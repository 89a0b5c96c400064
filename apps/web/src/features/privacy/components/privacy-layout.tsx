import type { ReactNode } from 'react';

/** A page of §8.11 in the info pages' look: a title, a line under it, then its sections. */
export function PrivacyLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${title} | GymSlot`}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-neutral-700">{intro}</p>
      <div className="mt-8 space-y-6">{children}</div>
    </article>
  );
}

/** One section: a heading and its text or list. */
export function PrivacySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-neutral-700">{children}</div>
    </section>
  );
}

/** A list of [term, what it means] pairs, each item's term in bold. */
export function TermList({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <ul className="space-y-2">
      {items.map(([term, text]) => (
        <li key={term}>
          <span className="font-semibold text-neutral-900">{term}</span> {text}
        </li>
      ))}
    </ul>
  );
}
