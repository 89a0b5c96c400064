import { CircleAlert, CircleCheck, CircleSlash, Clock } from 'lucide-react';
import type { ReactNode } from 'react';

type StatusTone = 'success' | 'pending' | 'ended' | 'failed';

const toneStyles: Record<StatusTone, string> = {
  success: 'border-green-200 bg-green-50 text-green-800',
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  ended: 'border-neutral-300 bg-neutral-100 text-neutral-800',
  // ui.md: red for errors.
  failed: 'border-red-200 bg-red-50 text-red-800',
};

const toneIcons = { success: CircleCheck, pending: Clock, ended: CircleSlash, failed: CircleAlert } as const;

/** A status pill; the icon and the words carry the meaning as well as the colour (ui.md). */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  const Icon = toneIcons[tone];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${toneStyles[tone]}`}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </span>
  );
}
