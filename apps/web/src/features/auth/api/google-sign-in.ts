import { startGoogleSignIn } from '@gymslot/shared/endpoints/auth';
import { endpointUrl } from '@gymslot/shared/endpoints/endpoint-url';
import { NEXT_PATH_PARAM } from '@gymslot/shared/safe-path';

/**
 * A browser navigation, not a fetch: the server redirects to Google and back (API contract A8),
 * then on to `next` when it is a safe same-site path.
 */
export function googleSignInUrl(next: string | undefined): string {
  return endpointUrl(startGoogleSignIn, undefined, { [NEXT_PATH_PARAM]: next });
}
