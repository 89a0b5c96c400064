import { useState } from 'react';
import { useParams } from 'wouter';
import type { FormEvent } from 'react';
import { resetPasswordBodySchema } from '@gymslot/shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { messageFromError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useResetPasswordMutation } from '../api/reset-password';
import { fillAllFieldsMessage, passwordsDoNotMatchMessage, redirectToLoginDelayMs } from '../auth-messages';
import { AuthCard } from '../components/auth-card';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
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
    <AuthCard
      title="Reset Password"
      description="Choose a new password for your GymSlot account."
      footer={
        <p>
          <TextLink to={paths.login.getHref()}>Back to login</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label="Password" name="password" type="password" autoComplete="new-password" />
        <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" />
        {formError && <Alert tone="error">{formError}</Alert>}
        {passwordReset.isSuccess && (
          <Alert tone="success">
            <p>{passwordReset.data.message}</p>
            <p>Taking you to the login page…</p>
          </Alert>
        )}
        <Button
          type="submit"
          pending={passwordReset.isPending}
          disabled={passwordReset.isSuccess}
          className="w-full"
        >
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
