import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  Icon: LucideIcon;
  title: string;
  /** What to do next (ui.md). */
  hint?: string;
  action?: ReactNode;
}

export function EmptyState({ Icon, title, hint, action }: EmptyStateProps) {
  return (
    <div className="rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-10 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-neutral-500" />
      <p className="mt-3 text-lg font-semibold">{title}</p>
      {hint && <p className="mt-1 text-neutral-700">{hint}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
