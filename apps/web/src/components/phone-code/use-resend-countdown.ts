import { useCallback, useEffect, useState } from 'react';

interface Clock {
  now: number;
  until: number;
}

/**
 * The whole seconds left before another code may be asked for (the server allows one per number
 * every `resendInSeconds`, §8.9); `restart` after each code sent. Read from the clock, not counted,
 * so a phone that slept through the wait shows the truth when it wakes.
 */
export function useResendCountdown() {
  const [clock, setClock] = useState<Clock>({ now: 0, until: 0 });

  const { until } = clock;
  useEffect(() => {
    if (until <= Date.now()) return;
    // Ticks a second apart from the restart, so each shows one second less.
    const timer = setInterval(() => {
      const now = Date.now();
      setClock((current) => ({ ...current, now }));
      if (now >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const restart = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ now, until: now + seconds * 1000 });
  }, []);

  return { secondsLeft: Math.ceil(Math.max(0, clock.until - clock.now) / 1000), restart };
}
