import { serverTexts } from '@gymslot/shared/server-texts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';
import { ApiError } from '../../../lib/api-client';
import { useVerifyEmailQuery } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { AuthCardWaiting } from '../components/auth-card-waiting';
import { ResendVerification } from '../components/resend-verification';
import { useNextPath } from '../next-path';

const messages = i18n('auth-verify-email', {
  verifyingTitle: 'Verifying your email',
  verifyingText: 'Verifying your email, please wait…',
  verifiedTitle: 'Email verified',
  goToLogin: 'Go to Login',
  failedTitle: 'Verification failed',
  noToken: 'No verification token provided.',
  verificationFailedFallback: 'Email verification failed.',
  registerAgain: 'Try Registering Again',
  alreadyRegistered: 'Already registered? Enter your email and we will send you a new verification link.',
  // The usual failure: a used or old link (a mail app's preview may have opened it already).
  linkDeadTitle: 'This link no longer works',
  linkDead: 'This verification link has expired or has already been used.',
  linkDeadHint: 'Each link works once, for 24 hours. If your email is already verified, just log in.',
  incompleteLink: 'Open the link from your email in full, or ask for a new one below.',
  tryLaterHint: 'Check your connection and open the link from your email again, or ask for a new one below.',
});

/** The server's answer for a token that is unknown, used or past its 24 hours (contract A-verify). */
const isDeadLink = (error: unknown) =>
  error instanceof ApiError && (error.envelope?.code === 'invalidVerificationToken' || error.serverMessage === serverTexts.invalidVerificationToken);

export default function VerifyEmailPage() {
  const t = useStore(messages);
  const { token } = useParams();
  const verification = useVerifyEmailQuery(token);
  // The link carries where the person was going when they signed up; logging in leads there.
  const next = useNextPath();

  if (token === undefined) return <VerificationFailed message={t.noToken} hint={t.incompleteLink} />;
  if (verification.isError) {
    if (isDeadLink(verification.error)) return <VerificationFailed title={t.linkDeadTitle} message={t.linkDead} hint={t.linkDeadHint} offerLogin />;
    return <VerificationFailed message={serverErrorText(verification.error, t.verificationFailedFallback)} hint={t.tryLaterHint} />;
  }
  if (verification.isSuccess) {
    return (
      <AuthCard title={t.verifiedTitle}>
        <div className="space-y-6 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
          <p role="status" className="text-neutral-800">
            {translateServerText(verification.data.message)}
          </p>
          <ButtonLink to={paths.login.getHref(next)} className="w-full">
            {t.goToLogin}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return <AuthCardWaiting title={t.verifyingTitle} text={t.verifyingText} />;
}

interface VerificationFailedProps {
  title?: string;
  message: string;
  /** What to do now, under the message. */
  hint: string;
  /** A used link most often means the address is verified already: logging in comes first. */
  offerLogin?: boolean;
}

function VerificationFailed({ title, message, hint, offerLogin = false }: VerificationFailedProps) {
  const t = useStore(messages);
  const next = useNextPath();
  return (
    <AuthCard title={title ?? t.failedTitle}>
      <div className="space-y-6 text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
        <div className="space-y-2">
          <p role="alert" className="text-neutral-800">
            {translateServerText(message)}
          </p>
          <p className="text-sm text-neutral-700">{hint}</p>
        </div>
        {offerLogin && (
          <ButtonLink to={paths.login.getHref(next)} className="w-full">
            {t.goToLogin}
          </ButtonLink>
        )}
        <ButtonLink to={paths.register.getHref()} variant="secondary" className="w-full">
          {t.registerAgain}
        </ButtonLink>
      </div>
      <p className="mt-6 text-sm text-neutral-700">{t.alreadyRegistered}</p>
      <ResendVerification />
    </AuthCard>
  );
}
