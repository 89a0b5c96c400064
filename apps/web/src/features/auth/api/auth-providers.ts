import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvidersReply } from '@gymslot/shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export function fetchAuthProviders(): Promise<ProvidersReply> {
  return apiRequest<ProvidersReply>('/v1/auth/providers');
}

// Server configuration: it does not change while the page is open.
export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: fetchAuthProviders,
  staleTime: Infinity,
  retry: false,
});

export function useAuthProvidersQuery() {
  return useQuery(authProvidersQueryOptions);
}
