import { CircleAlert, CircleCheck } from 'lucide-react';
import { useParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { messageFromError } from '../../../lib/api-client';
import { useVerifyEmailQuery } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { AuthCardWaiting } from '../components/auth-card-waiting';
import { ResendVerification } from '../components/resend-verification';
import { useNextPath } from '../next-path';

export default function VerifyEmailPage() {
  const { token } = useParams();
  const verification = useVerifyEmailQuery(token);
  // The link carries where the person was going when they signed up; logging in leads there.
  const next = useNextPath();

  if (token === undefined) return <VerificationFailed message="No verification token provided." />;
  if (verification.isError) {
    return <VerificationFailed message={messageFromError(verification.error, 'Email verification failed.')} />;
  }
  if (verification.isSuccess) {
    return (
      <AuthCard title="Email verified">
        <div className="space-y-6 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
          <p role="status" className="text-neutral-800">
            {verification.data.message}
          </p>
          <ButtonLink to={paths.login.getHref(next)} className="w-full">
            Go to Login
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return <AuthCardWaiting title="Verifying your email" text="Verifying your email, please wait…" />;
}

function VerificationFailed({ message }: { message: string }) {
  return (
    <AuthCard title="Verification failed">
      <div className="space-y-6 text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
        <p role="alert" className="text-neutral-800">
          {message}
        </p>
        <ButtonLink to={paths.register.getHref()} variant="secondary" className="w-full">
          Try Registering Again
        </ButtonLink>
      </div>
      <p className="mt-6 text-sm text-neutral-700">Already registered? Enter your email and we will send you a new verification link.</p>
      <ResendVerification />
    </AuthCard>
  );
}
