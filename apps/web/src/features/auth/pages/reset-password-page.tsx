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
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { readTextFields } from '../../../lib/form-fields';
import { checkWithSchema } from '../../../lib/schema-form';
import { useResetLinkQuery } from '../api/reset-link';
import { useResetPasswordMutation } from '../api/reset-password';
import { authMessages, redirectToLoginDelayMs } from '../auth-messages';
import { AuthCard } from '../components/auth-card';
import { AuthCardWaiting } from '../components/auth-card-waiting';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';

/** The spec's reset texts, and the ones of a new gym owner's invitation, which mails the same kind of link. */
const messages = i18n('auth-reset-password', {
  resetTitle: 'Reset Password',
  resetDescription: 'Choose a new password for your GymSlot account.',
  resetSubmit: 'Reset Password',
  invitationTitle: 'Set your password',
  invitationDescription: 'Choose a password for your new GymSlot account. You will use it with this email address to log in.',
  invitationSubmit: 'Set Password',
  checkingTitle: 'Checking your link',
  checkingText: 'Checking your link, please wait…',
  linkDeadTitle: 'This link no longer works',
  linkDeadText: 'This link has expired or has already been used. Ask for a new one with the email address it was sent to.',
  requestNewLink: 'Request a new link',
  resetFailed: 'Failed to reset password. Invalid or expired token.',
  passwordSet: 'Your password is set.',
  takingYouToLogin: 'Taking you to the login page…',
});

function BackToLogin() {
  const common = useStore(authMessages);
  return (
    <p>
      <TextLink to={paths.login.getHref()}>{common.backToLogin}</TextLink>
    </p>
  );
}

/** The link is checked as the page opens, so a used or expired one is reported before anyone types a password. */
export default function ResetPasswordPage() {
  const t = useStore(messages);
  const { token = '' } = useParams();
  const link = useResetLinkQuery(token);
  if (link.isPending) {
    return <AuthCardWaiting title={t.checkingTitle} text={t.checkingText} />;
  }
  if (link.error instanceof ApiError && link.error.status === 400) return <LinkNoLongerWorks />;
  // Any other failure (too many attempts, no network) leaves the form: the reset itself has the final word.
  return <ResetPasswordForm token={token} invitation={link.data?.invitation === true} />;
}

function LinkNoLongerWorks() {
  const t = useStore(messages);
  return (
    <AuthCard title={t.linkDeadTitle} footer={<BackToLogin />}>
      <div className="space-y-6">
        <p role="alert" className="text-neutral-800">
          {t.linkDeadText}
        </p>
        <ButtonLink to={paths.forgotPassword.getHref()} className="w-full">
          {t.requestNewLink}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

function ResetPasswordForm({ token, invitation }: { token: string; invitation: boolean }) {
  const t = useStore(messages);
  const common = useStore(authMessages);
  const title = invitation ? t.invitationTitle : t.resetTitle;
  const description = invitation ? t.invitationDescription : t.resetDescription;
  const submit = invitation ? t.invitationSubmit : t.resetSubmit;
  const passwordReset = useResetPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  useDelayedRedirect(passwordReset.isSuccess, paths.login.getHref(), redirectToLoginDelayMs);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readTextFields(event.currentTarget, ['password', 'confirmPassword']);
    const check = checkWithSchema(resetPasswordBodySchema, { password: fields.password });
    // The spec's order: an empty field first, then the two passwords, then the server's own rules.
    if (fields.password === '' || fields.confirmPassword === '') {
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
    passwordReset.mutate(
      { token, body: check.data },
      { onError: (error) => setFormError(serverErrorText(error, t.resetFailed)) },
    );
  }

  return (
    <AuthCard title={title} description={description} footer={<BackToLogin />}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <TextField label={common.password} name="password" type="password" autoComplete="new-password" />
        <TextField label={common.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" />
        {formError && <Alert tone="error">{formError}</Alert>}
        {passwordReset.isSuccess && (
          <Alert tone="success">
            <p>{invitation ? t.passwordSet : translateServerText(passwordReset.data.message)}</p>
            <p>{t.takingYouToLogin}</p>
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
