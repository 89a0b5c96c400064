import { useCallback, useEffect, useState } from 'react';

export type FlashTone = 'success' | 'error';

export interface FlashMessage {
  tone: FlashTone;
  text: string;
  durationMs: number;
}

/** A short result message that clears itself; showing a new one restarts the clock. */
export function useFlashMessage() {
  const [flash, setFlash] = useState<FlashMessage | null>(null);

  useEffect(() => {
    if (flash === null) return;
    const timer = setTimeout(() => setFlash(null), flash.durationMs);
    return () => clearTimeout(timer);
  }, [flash]);

  const showFlash = useCallback((tone: FlashTone, text: string, durationMs: number) => {
    setFlash({ tone, text, durationMs });
  }, []);

  return { flash, showFlash };
}
