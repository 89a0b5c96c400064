import { useEffect, useRef, useState } from 'react';
import { PhoneCodeForm } from '../../../components/phone-code/phone-code-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useAuth } from '../../../lib/auth-context';
import { formatMobileNumber } from '../../../lib/formatters';
import { useSendPhoneCodeMutation } from '../../auth/api/start-phone-sign-in';
import { useAddPhoneMutation } from '../api/add-my-phone';

const messages = i18n('account-mobile-section', {
  heading: 'Mobile number',
  intro: 'Log in with a one-time code, and get WhatsApp or SMS messages when you turn them on below.',
  none: 'There is no mobile number on your account yet.',
  add: 'Add mobile number',
  cancel: 'Cancel',
  added: 'Mobile number added.',
  addFailed: 'The number could not be added. Please try again.',
});

/** The id the message switches link to when they need a number. */
export const mobileNumberSectionId = 'account-mobile';

/** /account's phone number (§8.9): shown when the account has one, else added with a code sent to it. */
export function MobileNumberSection() {
  const t = useStore(messages);
  const accountPhone = useAuth().user?.phone;
  const sendCode = useSendPhoneCodeMutation();
  const addPhone = useAddPhoneMutation();
  const [adding, setAdding] = useState(false);
  // The number the server confirmed, shown even before the re-checked login status carries it.
  const [addedPhone, setAddedPhone] = useState<string | undefined>(undefined);
  const phone = accountPhone || addedPhone;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the form closes, since the control it was on is gone.
  const focusAfterClose = useRef<'heading' | 'add' | null>(null);

  useEffect(() => {
    if (adding) return;
    const target = focusAfterClose.current;
    focusAfterClose.current = null;
    if (target === 'heading') headingRef.current?.focus();
    if (target === 'add') addButtonRef.current?.focus();
  }, [adding]);

  async function verifyCode(number: string, code: string): Promise<string | null> {
    const reply = await addPhone.mutateAsync({ phone: number, code });
    focusAfterClose.current = 'heading';
    setAddedPhone(reply.user.phone ?? number);
    setAdding(false);
    return null;
  }

  function cancel() {
    focusAfterClose.current = 'add';
    setAdding(false);
  }

  return (
    <section id={mobileNumberSectionId} aria-labelledby={`${mobileNumberSectionId}-heading`} className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id={`${mobileNumberSectionId}-heading`} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
          {t.heading}
        </h2>
        <p className="text-neutral-700">{t.intro}</p>
      </div>
      {phone ? (
        <>
          <p className="font-mono text-xl font-semibold text-neutral-900">{formatMobileNumber(phone)}</p>
          {addedPhone !== undefined && <Alert tone="success">{t.added}</Alert>}
        </>
      ) : adding ? (
        <div className="space-y-3">
          <PhoneCodeForm sendCode={sendCode.mutateAsync} verifyCode={verifyCode} verifyFailed={t.addFailed} focusOnStart />
          <Button variant="secondary" onClick={cancel} className="w-full sm:w-auto">
            {t.cancel}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-neutral-800">{t.none}</p>
          <Button ref={addButtonRef} onClick={() => setAdding(true)} className="w-full sm:w-auto">
            {t.add}
          </Button>
        </div>
      )}
    </section>
  );
}
