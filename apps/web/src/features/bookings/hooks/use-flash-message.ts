import { useCallback, useEffect, useState } from 'react';
import type { FlashToastMessage } from '../../../components/ui/flash-toast';

interface TimedMessage extends FlashToastMessage {
  durationMs: number;
}

/** A short result message that clears itself after `durationMs`; a new one restarts the clock. */
export function useFlashMessage() {
  const [flash, setFlash] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (flash === null) return;
    const timer = setTimeout(() => setFlash(null), flash.durationMs);
    return () => clearTimeout(timer);
  }, [flash]);

  const showFlash = useCallback((tone: FlashToastMessage['tone'], text: string, durationMs: number) => {
    setFlash({ tone, text, durationMs });
  }, []);

  return { flash, showFlash };
}
