import { useState } from 'react';
import type { FormEvent } from 'react';
import { registerBodySchema } from '@gymslot/shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useRegisterMutation } from '../api/register';
import { authMessages, redirectToLoginDelayMs } from '../auth-messages';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';
import { SignInChoices } from '../components/sign-in-choices';
import { SignedOutOnly } from '../components/signed-out-only';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { useNextPath } from '../next-path';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('auth-register', {
  title: 'Register',
  description: 'Create your free account and book gyms by the hour, no subscription.',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  name: 'Name',
  submit: 'Register',
  registered: 'Registration successful! Please check your email to verify your account.',
  registerFailed: 'Registration failed. Please try again.',
});

export default function RegisterPage() {
  return (
    <SignedOutOnly>
      <RegisterForm />
    </SignedOutOnly>
  );
}

function RegisterForm() {
  const t = useStore(messages);
  const common = useStore(authMessages);
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
    // Empty as the schema sees it (name and e-mail trimmed, the password as typed); checked here, not
    // by the schema's wording, which a screen may show translated.
    const emptyField = fields.name.trim() === '' || fields.email.trim() === '' || fields.password === '' || fields.confirmPassword === '';
    if (emptyField) {
      setFormError(common.fillAllFields);
      return;
    }
    if (fields.password !== fields.confirmPassword) {
      setFormError(common.passwordsDoNotMatch);
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
        onError: (error) => setFormError(serverErrorText(error, t.registerFailed)),
      },
    );
  }

  return (
    <AuthCard
      title={t.title}
      description={t.description}
      footer={
        <p>
          {t.haveAccount} <TextLink to={paths.login.getHref(next)}>{t.logIn}</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label={t.name} name="name" autoComplete="name" />
        <TextField label={common.email} name="email" type="email" autoComplete="email" inputMode="email" />
        <TextField label={common.password} name="password" type="password" autoComplete="new-password" />
        <TextField label={common.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" />
        {formError && <Alert tone="error">{formError}</Alert>}
        {registerMutation.isSuccess && <Alert tone="success">{t.registered}</Alert>}
        <Button
          type="submit"
          pending={registerMutation.isPending}
          disabled={registerMutation.isSuccess}
          className="w-full"
        >
          {t.submit}
        </Button>
      </form>
      {registerMutation.isSuccess && <ResendVerification email={registerMutation.variables.email} />}
      <SignInChoices />
    </AuthCard>
  );
}
