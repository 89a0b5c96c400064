import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfigReply } from '@gymslot/shared/client-config-schemas';
import { getClientConfig } from '@gymslot/shared/endpoints/client-config';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Run-time settings such as the map tile address (the built bundle holds none). */
export function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfigReply> {
  return callEndpoint(getClientConfig, { signal });
}

// Server configuration: it does not change while the page is open.
export const clientConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => fetchClientConfig(signal),
  staleTime: Infinity,
});

export function useClientConfigQuery() {
  return useQuery(clientConfigQueryOptions);
}
