import { isSafePersonName, PERSON_NAME_MAX_LENGTH, PERSON_NAME_RULE, PERSON_NAME_TOO_LONG } from '@gymslot/shared/person-name';
import { serverTexts } from '@gymslot/shared/server-texts';
import { useEffect, useId, useRef, useState } from 'react';
import { PhoneCodeForm } from '../../../components/phone-code/phone-code-form';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { useSendPhoneCodeMutation } from '../api/start-phone-sign-in';
import { useVerifyPhoneMutation } from '../api/verify-phone-code';
import { AuthCard } from '../components/auth-card';
import { SignedOutOnly } from '../components/signed-out-only';
import { useNextPath } from '../next-path';

const messages = i18n('auth-phone-login', {
  title: 'Continue with phone',
  description: 'Log in or create your account with your mobile number and a one-time code. No password needed.',
  yourName: 'Your name',
  newAccount: 'This number has no GymSlot account yet. Tell us your name to create one.',
  createAccount: 'Create account',
  messagesOn: 'Booking messages to this number (you can change this on your account page)',
  onWhatsApp: 'On WhatsApp',
  bySms: 'By SMS',
  verifyFailed: 'Login failed',
  preferEmail: 'Prefer e-mail?',
  logInWithEmail: 'Log in with e-mail',
});

export default function PhoneLoginPage() {
  return (
    <SignedOutOnly>
      <PhoneLogin />
    </SignedOutOnly>
  );
}

/** A code answered for a number with no account: the same code, sent again with a name, creates it (§8.9). */
const needsName = (error: unknown) => error instanceof ApiError && error.envelope?.code === 'nameNeededForAccount';

/** The person-name rule of sign-up (A4), checked before sending; null when the name may go. */
function nameProblem(name: string): string | null {
  if (name === '') return serverTexts.nameNeededForAccount;
  if (name.length > PERSON_NAME_MAX_LENGTH) return PERSON_NAME_TOO_LONG;
  return isSafePersonName(name) ? null : PERSON_NAME_RULE;
}

// A signed-in person is sent on by SignedOutOnly (their safe `next`, else home), so success needs no navigation of its own.
function PhoneLogin() {
  const t = useStore(messages);
  const next = useNextPath();
  const sendCode = useSendPhoneCodeMutation();
  const verify = useVerifyPhoneMutation();
  const [askName, setAskName] = useState(false);
  const [name, setName] = useState('');
  // Asked once, with the number (§8.9); nothing is ticked for the person.
  const [channels, setChannels] = useState({ whatsapp: false, sms: false });
  const nameRef = useRef<HTMLInputElement>(null);
  const newAccountId = useId();

  useEffect(() => {
    if (askName) nameRef.current?.focus();
  }, [askName]);

  async function verifyCode(phone: string, code: string): Promise<string | null> {
    const trimmedName = name.trim();
    if (askName) {
      const problem = nameProblem(trimmedName);
      if (problem !== null) {
        nameRef.current?.focus();
        return problem;
      }
    }
    try {
      await verify.mutateAsync({ phone, code, next, ...(askName ? { name: trimmedName, ...channels } : {}) });
      return null;
    } catch (error) {
      // The code stays valid: ask for the name, then send the same code again with it.
      if (!needsName(error)) throw error;
      setAskName(true);
      return null;
    }
  }

  return (
    <AuthCard
      title={t.title}
      description={t.description}
      footer={
        <p>
          {t.preferEmail} <TextLink to={paths.login.getHref(next)}>{t.logInWithEmail}</TextLink>
        </p>
      }
    >
      <PhoneCodeForm
        sendCode={sendCode.mutateAsync}
        verifyCode={verifyCode}
        verifyLabel={askName ? t.createAccount : undefined}
        verifyFailed={t.verifyFailed}
        onChangeNumber={() => setAskName(false)}
      >
        {askName && (
          <div className="space-y-2">
            <p id={newAccountId} className="text-sm text-neutral-700">
              {t.newAccount}
            </p>
            <TextField
              ref={nameRef}
              label={t.yourName}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-describedby={newAccountId}
            />
            <fieldset>
              <legend className="text-sm font-medium text-neutral-900">{t.messagesOn}</legend>
              {(['whatsapp', 'sms'] as const).map((channel) => (
                <label key={channel} className="flex min-h-11 items-center gap-3 text-neutral-800">
                  <input
                    type="checkbox"
                    className="size-5 accent-accent-strong"
                    checked={channels[channel]}
                    onChange={(event) => setChannels((current) => ({ ...current, [channel]: event.target.checked }))}
                  />
                  {channel === 'whatsapp' ? t.onWhatsApp : t.bySms}
                </label>
              ))}
            </fieldset>
          </div>
        )}
      </PhoneCodeForm>
    </AuthCard>
  );
}
