import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagePreferences, PreferencesReply } from '@gymslot/shared/preference-schemas';
import { apiRequest } from '../../../lib/api-client';

export const preferencesQueryKey = ['me', 'preferences'] as const;

export async function fetchPreferences(signal?: AbortSignal): Promise<MessagePreferences> {
  return (await apiRequest<PreferencesReply>('/me/preferences', { signal })).preferences;
}

export const preferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => fetchPreferences(signal) });

/** §8.9: the signed-in person's message preferences. */
export function usePreferencesQuery() {
  return useQuery(preferencesQueryOptions());
}
