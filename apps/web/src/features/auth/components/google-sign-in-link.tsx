import { buttonClassName } from '../../../components/ui/button-styles';
import { useStore } from '../../../i18n/use-store';
import { useAuthProvidersQuery } from '../api/auth-providers';
import { googleSignInUrl } from '../api/google-sign-in';
import { authMessages } from '../auth-messages';
import { useNextPath } from '../next-path';

/** Shown only when the server says Google sign-in is configured. */
export function GoogleSignInLink() {
  const t = useStore(authMessages);
  const { data } = useAuthProvidersQuery();
  const next = useNextPath();
  if (data?.google !== true) return null;
  return (
    <a href={googleSignInUrl(next)} className={buttonClassName('secondary', 'w-full')}>
      {t.continueWithGoogle}
    </a>
  );
}
