import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { translateServerText } from '../../i18n/server-messages';

type AlertTone = 'error' | 'warning' | 'success';

const toneStyles: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  success: 'border-green-200 bg-green-50 text-green-800',
};

const toneIcons: Record<AlertTone, LucideIcon> = {
  error: CircleAlert,
  warning: TriangleAlert,
  success: CircleCheck,
};

interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
}

/** An inline message; errors interrupt screen readers, warnings and successes are announced politely. */
export function Alert({ tone, children }: AlertProps) {
  const Icon = toneIcons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${toneStyles[tone]}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">{typeof children === 'string' ? translateServerText(children) : children}</div>
    </div>
  );
}
