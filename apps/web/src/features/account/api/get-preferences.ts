import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPreferences } from '@gymslot/shared/endpoints/preferences';
import type { MessagePreferences } from '@gymslot/shared/preference-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export const preferencesQueryKey = ['me', 'preferences'] as const;

export async function fetchPreferences(signal?: AbortSignal): Promise<MessagePreferences> {
  return (await callEndpoint(getPreferences, { signal })).preferences;
}

export const preferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => fetchPreferences(signal) });

/** §8.9: the signed-in person's message preferences. */
export function usePreferencesQuery() {
  return useQuery(preferencesQueryOptions());
}
