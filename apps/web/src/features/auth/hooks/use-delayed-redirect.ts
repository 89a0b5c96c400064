import { useEffect } from 'react';
import { useNavigate } from '../../../lib/navigation';

/** Once `active` turns true, navigates to `to` after `delayMs`; leaving the page first cancels it. */
export function useDelayedRedirect(active: boolean, to: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(to), delayMs);
    return () => clearTimeout(timer);
  }, [active, to, delayMs, navigate]);
}
