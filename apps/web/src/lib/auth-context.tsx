import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { User } from '@gymslot/shared/auth-schemas';

export type AuthStatus = 'loading' | 'ready';

export interface AuthContextValue {
  /** 'loading' until the first login-status check has answered. */
  status: AuthStatus;
  user: User | null;
  /** Asks the server again who is logged in (after login). */
  recheckStatus: () => Promise<void>;
  /** Forgets the user locally (after a successful logout). */
  markLoggedOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  /** Resolves to the logged-in user, or null when nobody is; injected so the context stays free of API details. */
  loadCurrentUser: (signal?: AbortSignal) => Promise<User | null>;
  children: ReactNode;
}

export function AuthProvider({ loadCurrentUser, children }: AuthProviderProps) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<User | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadCurrentUser(controller.signal)
      .catch(() => null)
      .then((currentUser) => {
        if (controller.signal.aborted) return;
        setUser(currentUser);
        setStatus('ready');
      });
    return () => controller.abort();
  }, [loadCurrentUser]);

  const recheckStatus = useCallback(async () => {
    const currentUser = await loadCurrentUser().catch(() => null);
    setUser(currentUser);
    setStatus('ready');
  }, [loadCurrentUser]);

  const markLoggedOut = useCallback(() => {
    setUser(null);
    setStatus('ready');
  }, []);

  const value = useMemo(
    () => ({ status, user, recheckStatus, markLoggedOut }),
    [status, user, recheckStatus, markLoggedOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  // Terse on purpose: this file ships with `/`, whose 80 KB budget has no bytes to spare (docs/decisions/041).
  if (value === null) throw new Error('useAuth outside AuthProvider');
  return value;
}
