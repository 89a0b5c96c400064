import { useMutation } from '@tanstack/react-query';
import { getMyData } from '@gymslot/shared/endpoints/privacy';
import { PERSONAL_DATA_FILE_NAME, type PersonalDataReply } from '@gymslot/shared/privacy-schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

/** §8.11: everything GymSlot keeps about the signed-in person. */
export function fetchMyData(): Promise<PersonalDataReply> {
  return callEndpoint(getMyData);
}

/** Hands the browser a file to save, under the name the server gives it. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Once the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches the data through the API client (so a refusal shows its text), then saves it as gymslot-my-data.json. */
export function useDownloadMyDataMutation() {
  return useMutation({
    mutationFn: async () => {
      saveJsonFile(await fetchMyData(), PERSONAL_DATA_FILE_NAME);
    },
  });
}
