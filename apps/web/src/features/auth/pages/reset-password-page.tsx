import { useState } from 'react';
import { useParams } from 'wouter';
import type { FormEvent } from 'react';
import { resetPasswordBodySchema } from '@gymslot/shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { ApiError, messageFromError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useResetLinkQuery } from '../api/reset-link';
import { useResetPasswordMutation } from '../api/reset-password';
import { fillAllFieldsMessage, passwordsDoNotMatchMessage, redirectToLoginDelayMs } from '../auth-messages';
import { AuthCard } from '../components/auth-card';
import { AuthCardWaiting } from '../components/auth-card-waiting';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';

/** The spec's reset texts, and the ones of a new gym owner's invitation, which mails the same kind of link. */
const texts = {
  reset: {
    title: 'Reset Password',
    description: 'Choose a new password for your GymSlot account.',
    submit: 'Reset Password',
  },
  invitation: {
    title: 'Set your password',
    description: 'Choose a password for your new GymSlot account. You will use it with this email address to log in.',
    submit: 'Set Password',
  },
};

const backToLogin = (
  <p>
    <TextLink to={paths.login.getHref()}>Back to login</TextLink>
  </p>
);

/** The link is checked as the page opens, so a used or expired one is reported before anyone types a password. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const link = useResetLinkQuery(token);
  if (link.isPending) {
    return <AuthCardWaiting title="Checking your link" text="Checking your link, please wait…" />;
  }
  if (link.error instanceof ApiError && link.error.status === 400) return <LinkNoLongerWorks />;
  // Any other failure (too many attempts, no network) leaves the form: the reset itself has the final word.
  return <ResetPasswordForm token={token} invitation={link.data?.invitation === true} />;
}

function LinkNoLongerWorks() {
  return (
    <AuthCard title="This link no longer works" footer={backToLogin}>
      <div className="space-y-6">
        <p role="alert" className="text-neutral-800">
          This link has expired or has already been used. Ask for a new one with the email address it was sent to.
        </p>
        <ButtonLink to={paths.forgotPassword.getHref()} className="w-full">
          Request a new link
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

function ResetPasswordForm({ token, invitation }: { token: string; invitation: boolean }) {
  const { title, description, submit } = invitation ? texts.invitation : texts.reset;
  const passwordReset = useResetPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  useDelayedRedirect(passwordReset.isSuccess, paths.login.getHref(), redirectToLoginDelayMs);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readTextFields(event.currentTarget, ['password', 'confirmPassword']);
    const check = checkWithSchema(resetPasswordBodySchema, { password: fields.password });
    // The spec's order: an empty field first, then the two passwords, then the server's own rules.
    if (fields.password === '' || fields.confirmPassword === '') {
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
    passwordReset.mutate(
      { token, body: check.data },
      { onError: (error) => setFormError(messageFromError(error, 'Failed to reset password. Invalid or expired token.')) },
    );
  }

  return (
    <AuthCard title={title} description={description} footer={backToLogin}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label="Password" name="password" type="password" autoComplete="new-password" />
        <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" />
        {formError && <Alert tone="error">{formError}</Alert>}
        {passwordReset.isSuccess && (
          <Alert tone="success">
            <p>{invitation ? 'Your password is set.' : passwordReset.data.message}</p>
            <p>Taking you to the login page…</p>
          </Alert>
        )}
        <Button
          type="submit"
          pending={passwordReset.isPending}
          disabled={passwordReset.isSuccess}
          className="w-full"
        >
          {submit}
        </Button>
      </form>
    </AuthCard>
  );
}
