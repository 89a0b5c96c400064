import { RotateCw } from 'lucide-react';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';
import { Alert } from './alert';
import { Button } from './button';

const messages = i18n('ui-error-state', {
  tryAgain: 'Try again',
});

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
  /** True while the retry runs, so it cannot be pressed twice. */
  retrying?: boolean;
}

/** A failed load: the spec's message and a way to try again (ui.md: every list has an error state with a retry). */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const t = useStore(messages);
  return (
    <div className="space-y-3">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" pending={retrying} onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t.tryAgain}
      </Button>
    </div>
  );
}
