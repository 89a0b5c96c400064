import { RotateCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
  /** True while the retry runs, so it cannot be pressed twice. */
  retrying?: boolean;
}

/** A failed load: the spec's message and a way to try again (ui.md: every list has an error state with a retry). */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="space-y-3">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" pending={retrying} onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
