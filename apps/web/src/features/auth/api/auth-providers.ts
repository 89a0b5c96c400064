import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAuthProviders } from './auth-providers-request';

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
