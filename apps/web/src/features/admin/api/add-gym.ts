import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createGym } from '@gymslot/shared/endpoints/gyms';
import type { AddGymReply } from '@gymslot/shared/owner-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { allGymsQueryKey } from './get-all-gyms';

/**
 * G12, multipart. The session cookie is what logs the admin in; the spec's client also sends a
 * bearer token from local storage, so one is passed on when such a token exists.
 */
export function addGym(form: FormData): Promise<AddGymReply> {
  const token = window.localStorage.getItem('token');
  return callEndpoint(createGym, { body: form, headers: token ? { Authorization: `Bearer ${token}` } : undefined });
}

export function useAddGymMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGym,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allGymsQueryKey }),
  });
}
