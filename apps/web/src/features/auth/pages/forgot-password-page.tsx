import { useState } from 'react';
import type { FormEvent } from 'react';
import { forgotPasswordBodySchema } from '@gymslot/shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { authMessages } from '../auth-messages';
import { AuthCard } from '../components/auth-card';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('auth-forgot-password', {
  title: 'Forgot Password',
  description: 'Enter the email you registered with and we will send you a link to set a new password.',
  rememberedIt: 'Remembered it?',
  sendResetLink: 'Send Reset Link',
  sendFailed: 'Failed to send reset link. Please try again.',
});

export default function ForgotPasswordPage() {
  const t = useStore(messages);
  const common = useStore(authMessages);
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
      onError: (error) => setFormError(serverErrorText(error, t.sendFailed)),
    });
  }

  return (
    <AuthCard
      title={t.title}
      description={t.description}
      footer={
        <p>
          {t.rememberedIt} <TextLink to={paths.login.getHref()}>{common.backToLogin}</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label={common.email} name="email" type="email" autoComplete="email" inputMode="email" />
        {formError && <Alert tone="error">{formError}</Alert>}
        {resetRequest.isSuccess && !formError && <Alert tone="success">{resetRequest.data.message}</Alert>}
        <Button type="submit" pending={resetRequest.isPending} className="w-full">
          {t.sendResetLink}
        </Button>
      </form>
    </AuthCard>
  );
}
