import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  /** Read out by screen readers; the icon itself is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading…', className = 'size-6' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center text-accent">
      <LoaderCircle aria-hidden="true" className={`animate-spin motion-reduce:animate-none ${className}`} />
      <span className="sr-only">{label}</span>
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
