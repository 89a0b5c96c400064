import { useState } from 'react';
import type { FormEvent } from 'react';
import { registerBodySchema } from '@gymslot/shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { messageFromError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useRegisterMutation } from '../api/register';
import { fillAllFieldsMessage, passwordsDoNotMatchMessage, redirectToLoginDelayMs } from '../auth-messages';
import { AuthCard } from '../components/auth-card';
import { GoogleSignInLink } from '../components/google-sign-in-link';
import { ResendVerification } from '../components/resend-verification';
import { SignedOutOnly } from '../components/signed-out-only';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { useNextPath } from '../next-path';

const registeredMessage = 'Registration successful! Please check your email to verify your account.';

export default function RegisterPage() {
  return (
    <SignedOutOnly>
      <RegisterForm />
    </SignedOutOnly>
  );
}

function RegisterForm() {
  const next = useNextPath();
  const registerMutation = useRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  useDelayedRedirect(registerMutation.isSuccess, paths.login.getHref(next), redirectToLoginDelayMs);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = readTextFields(form, ['name', 'email', 'password', 'confirmPassword']);
    const check = checkWithSchema(registerBodySchema, fields);
    // The spec's order: an empty field first, then the two passwords, then the server's own rules.
    if (Object.values(check.fieldErrors).includes(fillAllFieldsMessage) || fields.confirmPassword === '') {
      setFormError(fillAllFieldsMessage);
      return;
    }
    if (fields.password !== fields.confirmPassword) {
      setFormError(passwordsDoNotMatchMessage);
      return;
    }
    if (!check.ok) {
      setFormError(check.message);
      return;
    }
    setFormError(null);
    registerMutation.mutate(
      // `next` rides in the verification link, so logging in after verifying leads back to it.
      { name: check.data.name, email: fields.email.trim(), password: check.data.password, next },
      {
        onSuccess: () => form.reset(),
        onError: (error) => setFormError(messageFromError(error, 'Registration failed. Please try again.')),
      },
    );
  }

  return (
    <AuthCard
      title="Register"
      description="Create your free account and book gyms by the hour, no subscription."
      footer={
        <p>
          Already have an account? <TextLink to={paths.login.getHref(next)}>Log in</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label="Name" name="name" autoComplete="name" />
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" />
        <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" />
        {formError && <Alert tone="error">{formError}</Alert>}
        {registerMutation.isSuccess && <Alert tone="success">{registeredMessage}</Alert>}
        <Button
          type="submit"
          pending={registerMutation.isPending}
          disabled={registerMutation.isSuccess}
          className="w-full"
        >
          Register
        </Button>
      </form>
      {registerMutation.isSuccess && <ResendVerification email={registerMutation.variables.email} />}
      <GoogleSignInLink />
    </AuthCard>
  );
}
