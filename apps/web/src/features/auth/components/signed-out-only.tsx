import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../../../lib/auth-context';
import { landingPath, useNextPath } from '../next-path';

/** The log-in and sign-up forms are for logged-out people; anyone logged in is sent on, also right after logging in. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const next = useNextPath();
  if (user !== null) return <Redirect to={landingPath(next, user.role)} replace />;
  return children;
}
