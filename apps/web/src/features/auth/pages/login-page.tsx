import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { FormEvent } from 'react';
import { loginBodySchema } from '@gymslot/shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useLoginMutation } from '../api/login';
import { authMessages } from '../auth-messages';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';
import { SignInChoices } from '../components/sign-in-choices';
import { SignedOutOnly } from '../components/signed-out-only';
import { useNextPath } from '../next-path';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('auth-login', {
  title: 'Login',
  description: 'Welcome back. Log in to book your next workout.',
  newToGymSlot: 'New to GymSlot?',
  createAccount: 'Create an account',
  forgotPassword: 'Forgot your password?',
  submit: 'Login',
  loginFailed: 'Login failed',
  googleDidNotFinish: 'Google sign-in did not finish. Please try again, or log in with your email and password.',
  googleUnavailable: 'Google sign-in is not available right now. Please log in with your email and password.',
});

type LoginTexts = ReturnType<typeof messages.get>;

// The server sends people back here with ?error=… when Google sign-in does not finish (API contract A8).
function singleSignOnMessage(errorCode: string | null, t: LoginTexts): string | null {
  switch (errorCode) {
    case 'sso_failed':
      return t.googleDidNotFinish;
    case 'sso_unavailable':
      return t.googleUnavailable;
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
  const t = useStore(messages);
  const common = useStore(authMessages);
  const next = useNextPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const loginMutation = useLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const shownError = formError ?? singleSignOnMessage(searchParams.get('error'), t);
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
      { onError: (error) => setFormError(serverErrorText(error, t.loginFailed)) },
    );
  }

  return (
    <AuthCard
      title={t.title}
      description={t.description}
      footer={
        <>
          <p>
            {t.newToGymSlot} <TextLink to={paths.register.getHref(next)}>{t.createAccount}</TextLink>
          </p>
          <p>
            <TextLink to={paths.forgotPassword.getHref()}>{t.forgotPassword}</TextLink>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label={common.email} name="email" type="email" autoComplete="email" inputMode="email" />
        <TextField label={common.password} name="password" type="password" autoComplete="current-password" />
        {shownError && <Alert tone="error">{shownError}</Alert>}
        <Button type="submit" pending={loginMutation.isPending} className="w-full">
          {t.submit}
        </Button>
      </form>
      {unverifiedEmail !== undefined && <ResendVerification email={unverifiedEmail} />}
      <SignInChoices />
    </AuthCard>
  );
}
