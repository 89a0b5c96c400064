import { useState } from 'react';
import type { FormEvent } from 'react';
import { forgotPasswordBodySchema } from '@gymslot/shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { messageFromError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

export default function ForgotPasswordPage() {
  const resetRequest = useForgotPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readTextFields(event.currentTarget, ['email']);
    const check = checkWithSchema(forgotPasswordBodySchema, fields);
    if (!check.ok) {
      setFormError(check.message);
      return;
    }
    setFormError(null);
    resetRequest.mutate({ email: fields.email.trim() }, {
      onError: (error) => setFormError(messageFromError(error, 'Failed to send reset link. Please try again.')),
    });
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email you registered with and we will send you a link to set a new password."
      footer={
        <p>
          Remembered it? <TextLink to={paths.login.getHref()}>Back to login</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" />
        {formError && <Alert tone="error">{formError}</Alert>}
        {resetRequest.isSuccess && !formError && <Alert tone="success">{resetRequest.data.message}</Alert>}
        <Button type="submit" pending={resetRequest.isPending} className="w-full">
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
