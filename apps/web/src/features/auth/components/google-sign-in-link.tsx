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
    <div className="mt-6">
      <p className="mb-4 flex items-center gap-3 text-sm text-neutral-600 before:h-px before:flex-1 before:bg-neutral-200 after:h-px after:flex-1 after:bg-neutral-200">
        {t.or}
      </p>
      <a href={googleSignInUrl(next)} className={buttonClassName('secondary', 'w-full')}>
        {t.continueWithGoogle}
      </a>
    </div>
  );
}
