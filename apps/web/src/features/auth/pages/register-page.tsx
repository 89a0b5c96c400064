import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { registerBodySchema } from '@gymslot/shared/auth-schemas';
import { findServerText, type ServerTextCode } from '@gymslot/shared/server-texts';
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
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';
import { ApiError } from '../../../lib/api-client';

const messages = i18n('auth-register', {
  title: 'Register',
  description: 'Create your free account and book gyms by the hour, no subscription.',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  name: 'Name',
  submit: 'Register',
  registered: 'Registration successful! Please check your email to verify your account.',
  registerFailed: 'Registration failed. Please try again.',
  // Each field's own problem, beside it (issue 31), under the spec's summary line.
  enterName: 'Enter your name.',
  enterEmail: 'Enter your email address.',
  choosePassword: 'Choose a password of at least 8 characters.',
  repeatPassword: 'Type your password again.',
  repeatSamePassword: 'Type the same password as above.',
});

const registerFields = ['name', 'email', 'password', 'confirmPassword'] as const;
type RegisterField = (typeof registerFields)[number];
type RegisterFieldErrors = Partial<Record<RegisterField, string>>;

/** The field a server or schema text is about, by its code. */
const fieldOfCode: Partial<Record<ServerTextCode, RegisterField>> = {
  nameTooLong: 'name',
  nameRule: 'name',
  invalidEmail: 'email',
  emailTaken: 'email',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
};

/** The field a failed registration is about: by the error's code, else by its English text. */
function fieldOfServerError(error: unknown, text: string): RegisterField | undefined {
  const code = error instanceof ApiError ? error.envelope?.code : undefined;
  const known = typeof code === 'string' ? (code as ServerTextCode) : findServerText(text)?.code;
  return known === undefined ? undefined : fieldOfCode[known];
}

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
  const [fieldErrors, setFieldErrors] = useState<RegisterFieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useDelayedRedirect(registerMutation.isSuccess, paths.login.getHref(next), redirectToLoginDelayMs);

  /** Marks the fields, says `summary` (or nothing) above the button, and takes the person to the first field to fix. */
  function showProblems(errors: RegisterFieldErrors, summary: string | null) {
    setFieldErrors(errors);
    setFormError(summary);
    const first = registerFields.find((field) => errors[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = readTextFields(form, registerFields);
    const check = checkWithSchema(registerBodySchema, fields);
    // The spec's order: an empty field first, then the two passwords, then the server's own rules.
    // Empty as the schema sees it (name and e-mail trimmed, the password as typed); checked here, not
    // by the schema's wording, which a screen may show translated.
    const empty: RegisterFieldErrors = {
      ...(fields.name.trim() === '' ? { name: t.enterName } : {}),
      ...(fields.email.trim() === '' ? { email: t.enterEmail } : {}),
      ...(fields.password === '' ? { password: t.choosePassword } : {}),
      ...(fields.confirmPassword === '' ? { confirmPassword: t.repeatPassword } : {}),
    };
    if (Object.keys(empty).length > 0) {
      showProblems(empty, common.fillAllFields);
      return;
    }
    if (fields.password !== fields.confirmPassword) {
      showProblems({ confirmPassword: t.repeatSamePassword }, common.passwordsDoNotMatch);
      return;
    }
    if (!check.ok) {
      const errors: RegisterFieldErrors = {};
      for (const field of registerFields) {
        const problem = check.fieldErrors[field];
        if (problem !== undefined) errors[field] = translateServerText(problem);
      }
      showProblems(errors, Object.keys(errors).length > 0 ? null : check.message);
      return;
    }
    showProblems({}, null);
    registerMutation.mutate(
      // `next` rides in the verification link, so logging in after verifying leads back to it.
      { name: check.data.name, email: fields.email.trim(), password: check.data.password, next },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          const text = serverErrorText(error, t.registerFailed);
          const field = fieldOfServerError(error, text);
          if (field) showProblems({ [field]: translateServerText(text) }, null);
          else showProblems({}, text);
        },
      },
    );
  }

  /** A field's mark goes as soon as it is changed. */
  const clearError = (field: RegisterField) => () => {
    if (fieldErrors[field] !== undefined) setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
  };

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
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label={t.name} name="name" autoComplete="name" error={fieldErrors.name} onChange={clearError('name')} />
        <TextField label={common.email} name="email" type="email" autoComplete="email" inputMode="email" error={fieldErrors.email} onChange={clearError('email')} />
        <TextField label={common.password} name="password" type="password" autoComplete="new-password" error={fieldErrors.password} onChange={clearError('password')} />
        <TextField
          label={common.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={fieldErrors.confirmPassword}
          onChange={clearError('confirmPassword')}
        />
        {formError && <Alert tone="error">{translateServerText(formError)}</Alert>}
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
