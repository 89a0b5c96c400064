import { useEffect, useState } from 'react';
import type { ProvidersReply } from '@gymslot/shared/auth-schemas';
import { listAuthProviders } from '@gymslot/shared/endpoints/session';
import { callAddress } from '../../../lib/api-client';

// Without the query library, so the public pages (outside the query layout) can ask too.

export function fetchAuthProviders(): Promise<ProvidersReply> {
  return callAddress(listAuthProviders);
}

/** False until the server says Google sign-in is configured, and when it cannot be asked. */
export function useGoogleSignInConfigured(): boolean {
  const [configured, setConfigured] = useState(false);
  useEffect(() => {
    let current = true;
    fetchAuthProviders()
      .then((reply) => {
        if (current) setConfigured(reply.google);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return configured;
}
