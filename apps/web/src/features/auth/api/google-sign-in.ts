import { NEXT_PATH_PARAM } from '@gymslot/shared/safe-path';
import { apiUrl } from '../../../lib/api-client';

/**
 * A browser navigation, not a fetch: the server redirects to Google and back (API contract A8),
 * then on to `next` when it is a safe same-site path.
 */
export function googleSignInUrl(next: string | undefined): string {
  const url = apiUrl('/v1/auth/google');
  return next ? `${url}?${new URLSearchParams({ [NEXT_PATH_PARAM]: next }).toString()}` : url;
}
