import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface InfoCardProps {
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
}

export function InfoCard({ title, Icon, children }: InfoCardProps) {
  return (
    <section className="rounded-2xl border border-neutral-200 bg-white p-6">
      <h2 className="flex items-center gap-3 text-xl font-semibold">
        <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-neutral-700">{children}</div>
    </section>
  );
}
