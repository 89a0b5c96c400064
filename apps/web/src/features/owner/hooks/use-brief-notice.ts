import { useEffect, useRef, useState } from 'react';

/**
 * A notice that goes away by itself `lastsMs` after it was last shown: for what is worth a glance
 * but not a click (a camera pointed at the wrong QR code). Showing it again keeps it up.
 */
export function useBriefNotice(lastsMs: number): { notice: string | null; show: (text: string) => void; clear: () => void } {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function clear() {
    clearTimeout(timer.current);
    setNotice(null);
  }

  function show(text: string) {
    clearTimeout(timer.current);
    setNotice(text);
    timer.current = setTimeout(() => setNotice(null), lastsMs);
  }

  // A timer left running would set state on a screen that is gone.
  useEffect(() => () => clearTimeout(timer.current), []);

  return { notice, show, clear };
}
