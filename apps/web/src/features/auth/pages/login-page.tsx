import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { FormEvent } from 'react';
import { loginBodySchema } from '@gymslot/shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ApiError, messageFromError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useLoginMutation } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { GoogleSignInLink } from '../components/google-sign-in-link';
import { ResendVerification } from '../components/resend-verification';
import { SignedOutOnly } from '../components/signed-out-only';
import { useNextPath } from '../next-path';

// The server sends people back here with ?error=… when Google sign-in does not finish (API contract A8).
function singleSignOnMessage(errorCode: string | null): string | null {
  switch (errorCode) {
    case 'sso_failed':
      return 'Google sign-in did not finish. Please try again, or log in with your email and password.';
    case 'sso_unavailable':
      return 'Google sign-in is not available right now. Please log in with your email and password.';
    default:
      return null;
  }
}

export default function LoginPage() {
  return (
    <SignedOutOnly>
      <LoginForm />
    </SignedOutOnly>
  );
}

// A logged-in person is sent on by SignedOutOnly, so a successful login needs no navigation of its own.
function LoginForm() {
  const next = useNextPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const loginMutation = useLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const shownError = formError ?? singleSignOnMessage(searchParams.get('error'));
  // A 403 is the spec's 'Email not verified…', sent only once the password matched.
  const unverifiedEmail =
    loginMutation.error instanceof ApiError && loginMutation.error.status === 403 ? loginMutation.variables?.email : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readTextFields(event.currentTarget, ['email', 'password']);
    const check = checkWithSchema(loginBodySchema, fields);
    if (!check.ok) {
      setFormError(check.message);
      return;
    }
    setFormError(null);
    // A fresh attempt replaces any earlier Google sign-in error, keeping where the person was going.
    if (searchParams.has('error')) {
      const kept = new URLSearchParams(searchParams);
      kept.delete('error');
      setSearchParams(kept, { replace: true });
    }
    loginMutation.mutate(
      // The e-mail as typed but trimmed: the server lowercases it itself.
      { email: fields.email.trim(), password: check.data.password },
      { onError: (error) => setFormError(messageFromError(error, 'Login failed')) },
    );
  }

  return (
    <AuthCard
      title="Login"
      description="Welcome back. Log in to book your next workout."
      footer={
        <>
          <p>
            New to GymSlot? <TextLink to={paths.register.getHref(next)}>Create an account</TextLink>
          </p>
          <p>
            <TextLink to={paths.forgotPassword.getHref()}>Forgot your password?</TextLink>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" />
        {shownError && <Alert tone="error">{shownError}</Alert>}
        <Button type="submit" pending={loginMutation.isPending} className="w-full">
          Login
        </Button>
      </form>
      {unverifiedEmail !== undefined && <ResendVerification email={unverifiedEmail} />}
      <GoogleSignInLink />
    </AuthCard>
  );
}
