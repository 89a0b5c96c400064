import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { authMessages } from '../auth-messages';
import { useNextPath } from '../next-path';
import { GoogleSignInLink } from './google-sign-in-link';

const messages = i18n('auth-sign-in-choices', {
  continueWithPhone: 'Continue with phone',
});

/**
 * The other ways in, under the e-mail form: a mobile number and a one-time code (§8.9), and Google
 * when the server has it (A8). Both keep where the person was going. The phone comes first, so
 * Google's button, which appears once the server has answered, moves nothing.
 */
export function SignInChoices() {
  const common = useStore(authMessages);
  const t = useStore(messages);
  const next = useNextPath();
  return (
    <div className="mt-6 space-y-3">
      <p className="flex items-center gap-3 text-sm text-neutral-600 before:h-px before:flex-1 before:bg-neutral-200 after:h-px after:flex-1 after:bg-neutral-200">
        {common.or}
      </p>
      <ButtonLink to={paths.phoneLogin.getHref(next)} variant="secondary" className="w-full">
        {t.continueWithPhone}
      </ButtonLink>
      <GoogleSignInLink />
    </div>
  );
}
