import { LoaderCircle } from 'lucide-react';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';

const messages = i18n('ui-spinner', {
  loading: 'Loading…',
});

interface SpinnerProps {
  /** Read out by screen readers ('Loading…' unless given); the icon itself is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className = 'size-6' }: SpinnerProps) {
  const t = useStore(messages);
  return (
    <span role="status" className="inline-flex items-center text-accent">
      <LoaderCircle aria-hidden="true" className={`animate-spin motion-reduce:animate-none ${className}`} />
      <span className="sr-only">{label ?? t.loading}</span>
    </span>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
