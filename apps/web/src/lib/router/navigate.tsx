import { useEffect } from 'react';
import { navigate } from './location-store';

interface NavigateProps {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** Navigates once rendered; for redirects decided while rendering (guards, recovered sessions). */
export function Navigate({ to, replace, state }: NavigateProps) {
  useEffect(() => {
    navigate(to, { replace, state });
  }, [to, replace, state]);
  return null;
}
