import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** Whole seconds left until `expiresAt` (ISO-8601), ticking every second and stopping at 0. */
export function useHoldCountdown(expiresAt: string): number {
  const expiresAtMs = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (!(current < expiresAtMs)) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAtMs]);

  const secondsLeft = Math.ceil((expiresAtMs - now) / TICK_MS);
  return Number.isFinite(secondsLeft) && secondsLeft > 0 ? secondsLeft : 0;
}

/** 754 → '12:34'. */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
