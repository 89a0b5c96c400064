import { useState } from 'react';
import type { FormEvent } from 'react';
import { resendVerificationBodySchema } from '@gymslot/shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useStore } from '../../../i18n/use-store';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useResendVerificationMutation } from '../api/resend-verification';
import { authMessages } from '../auth-messages';
import { useNextPath } from '../next-path';
import { serverErrorText } from '../../../i18n/server-messages';

interface ResendVerificationProps {
  /** The address to send to when the screen knows it; otherwise the person types it. */
  email?: string;
}

/** 'Resend verification email', wherever someone is told to verify their address. The new link keeps their `next`. */
export function ResendVerification({ email }: ResendVerificationProps) {
  const t = useStore(authMessages);
  const resend = useResendVerificationMutation();
  const next = useNextPath();
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = (email ?? readTextFields(event.currentTarget, ['email']).email).trim();
    const check = checkWithSchema(resendVerificationBodySchema, { email: address });
    if (!check.ok) {
      setFormError(check.message);
      return;
    }
    setFormError(null);
    resend.mutate(
      { email: address, next },
      { onError: (error) => setFormError(serverErrorText(error, t.resendFailed)) },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-3">
      {email === undefined && <TextField label={t.email} name="email" type="email" autoComplete="email" inputMode="email" />}
      {formError && <Alert tone="error">{formError}</Alert>}
      {resend.isSuccess && !formError && <Alert tone="success">{resend.data.message}</Alert>}
      <Button type="submit" variant="secondary" pending={resend.isPending} className="w-full">
        {t.resendVerification}
      </Button>
    </form>
  );
}
