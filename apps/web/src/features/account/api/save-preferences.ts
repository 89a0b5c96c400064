import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePreferences } from '@gymslot/shared/endpoints/preferences';
import type { MessagePreferences } from '@gymslot/shared/preference-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { preferencesQueryKey } from './get-preferences';

export async function savePreferences(preferences: MessagePreferences): Promise<MessagePreferences> {
  return (await callEndpoint(updatePreferences, { body: preferences })).preferences;
}

/** Saves every switch at once; the server's answer becomes what the page shows. */
export function useSavePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
}
