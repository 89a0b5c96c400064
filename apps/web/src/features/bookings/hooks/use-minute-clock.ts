import { useEffect, useState } from 'react';

/** Now, taken again every minute, so what a time window shows or hides changes by itself while the screen is open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
