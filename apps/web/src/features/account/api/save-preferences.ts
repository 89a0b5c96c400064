import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessagePreferences, PreferencesReply } from '@gymslot/shared/preference-schemas';
import { apiRequest } from '../../../lib/api-client';
import { preferencesQueryKey } from './get-preferences';

export async function savePreferences(preferences: MessagePreferences): Promise<MessagePreferences> {
  return (await apiRequest<PreferencesReply>('/me/preferences', { method: 'PUT', body: preferences, successStatus: 200 })).preferences;
}

/** Saves every switch at once; the server's answer becomes what the page shows. */
export function useSavePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
}
