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
  /**
   * Who the login check the server wrote into the page found (null: nobody), asked once; undefined
   * when the page came without it. Known, the first render is the page itself, as the server drew it.
   */
  knownUser?: () => User | null | undefined;
  children: ReactNode;
}

export function AuthProvider({ loadCurrentUser, knownUser, children }: AuthProviderProps) {
  // Undefined while the first login check is out.
  const [user, setUser] = useState<User | null | undefined>(knownUser);

  useEffect(() => {
    if (user !== undefined) return;
    const controller = new AbortController();
    loadCurrentUser(controller.signal)
      .catch(() => null)
      .then((currentUser) => {
        if (!controller.signal.aborted) setUser(currentUser);
      });
    return () => controller.abort();
  }, [loadCurrentUser, user]);

  const recheckStatus = useCallback(async () => {
    setUser(await loadCurrentUser().catch(() => null));
  }, [loadCurrentUser]);

  const markLoggedOut = useCallback(() => setUser(null), []);

  const value = useMemo(
    (): AuthContextValue => ({ status: user === undefined ? 'loading' : 'ready', user: user ?? null, recheckStatus, markLoggedOut }),
    [user, recheckStatus, markLoggedOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  // Terse on purpose: this file ships with `/`, whose 80 KB budget has no bytes to spare (docs/decisions/041).
  if (value === null) throw new Error('useAuth outside AuthProvider');
  return value;
}
