import { useState } from 'react';

/** The latest value that was not null, so a screen can keep showing it while a new one is on its way. */
export function useLastPresent<T>(value: T | null): T | null {
  const [lastPresent, setLastPresent] = useState(value);
  if (value !== null && value !== lastPresent) setLastPresent(value);
  return value ?? lastPresent;
}
