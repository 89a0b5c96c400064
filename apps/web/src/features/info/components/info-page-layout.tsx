import type { ReactNode } from 'react';

interface InfoPageLayoutProps {
  title: string;
  intro: string;
  children: ReactNode;
}

export function InfoPageLayout({ title, intro, children }: InfoPageLayoutProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <title>{`${title} | GymSlot`}</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">{intro}</p>
      <div className="mt-8 space-y-6">{children}</div>
    </article>
  );
}
