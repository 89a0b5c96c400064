import { CircleAlert, CircleCheck } from 'lucide-react';
import { useParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';
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
});

export default function VerifyEmailPage() {
  const t = useStore(messages);
  const { token } = useParams();
  const verification = useVerifyEmailQuery(token);
  // The link carries where the person was going when they signed up; logging in leads there.
  const next = useNextPath();

  if (token === undefined) return <VerificationFailed message={t.noToken} />;
  if (verification.isError) {
    return <VerificationFailed message={serverErrorText(verification.error, t.verificationFailedFallback)} />;
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

function VerificationFailed({ message }: { message: string }) {
  const t = useStore(messages);
  return (
    <AuthCard title={t.failedTitle}>
      <div className="space-y-6 text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
        <p role="alert" className="text-neutral-800">
          {translateServerText(message)}
        </p>
        <ButtonLink to={paths.register.getHref()} variant="secondary" className="w-full">
          {t.registerAgain}
        </ButtonLink>
      </div>
      <p className="mt-6 text-sm text-neutral-700">{t.alreadyRegistered}</p>
      <ResendVerification />
    </AuthCard>
  );
}
