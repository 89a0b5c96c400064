import { useEffect, useState } from 'react';
import type { FlashToastMessage } from '../../../components/ui/flash-toast';

/** Long enough to read a sentence on a phone; a new notice restarts the clock. */
const NOTICE_MS = 5000;

/** A short result for FlashToast that clears itself. */
export function useTimedNotice(): [FlashToastMessage | null, (notice: FlashToastMessage) => void] {
  const [notice, setNotice] = useState<FlashToastMessage | null>(null);

  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return [notice, setNotice];
}
