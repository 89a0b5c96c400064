import { apiUrl } from '../../../lib/api-client';

/** A browser navigation, not a fetch: the server redirects to Google and back (API contract A8). */
export const googleSignInUrl = apiUrl('/v1/auth/google');
