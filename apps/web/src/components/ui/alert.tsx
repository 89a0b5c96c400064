import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

type AlertTone = 'error' | 'success';

const toneStyles: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
};

interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
}

/** An inline message; errors interrupt screen readers, successes are announced politely. */
export function Alert({ tone, children }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${toneStyles[tone]}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}
