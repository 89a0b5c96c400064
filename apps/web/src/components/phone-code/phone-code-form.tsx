import { params } from '@gymslot/shared/message-params';
import { PHONE_CODE_LENGTH, type PhoneChannel, type PhoneStartBody, type PhoneStartReply } from '@gymslot/shared/phone-auth-schemas';
import { serverTexts } from '@gymslot/shared/server-texts';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { i18n } from '../../i18n/i18n';
import { serverErrorText } from '../../i18n/server-messages';
import { useStore } from '../../i18n/use-store';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { CodeField } from './code-field';
import { PhoneNumberField } from './phone-number-field';
import { useResendCountdown } from './use-resend-countdown';

const messages = i18n('ui-phone-code', {
  mobileNumber: 'Mobile number',
  sendOnWhatsApp: 'Send code on WhatsApp',
  code: '6-digit code',
  enterCode: 'Enter the 6-digit code we sent you.',
  verify: 'Verify',
  resend: 'Resend',
  resendIn: params('You can ask for a new code in {seconds} s.'),
  resendReady: "Didn't get it? Ask for a new code.",
  sendBySms: 'Send by SMS instead',
  changeNumber: 'Change number',
  sendFailed: 'The code could not be sent. Please try again.',
  verifyFailed: 'The code could not be checked. Please try again.',
});

type Busy = 'send' | 'resend' | 'sms' | 'verify' | null;

/**
 * The shared number rule (API contract §8.9) carries libphonenumber's metadata, some 25 KB: fetched
 * once this form shows rather than with every data page, which share whatever two pages import.
 */
const loadNumberRule = () => import('@gymslot/shared/mobile-number');

/** The number in E.164, or null when it is not an Indian mobile. */
async function readMobileNumber(typed: string): Promise<string | null> {
  try {
    return (await loadNumberRule()).indianMobileNumber(typed);
  } catch {
    // Without the rule (the connection dropped), the server checks the number and says what is wrong.
    return typed;
  }
}

interface Sent {
  /** The number in E.164, as the code went to it. */
  phone: string;
  reply: PhoneStartReply;
  /** Counts the codes sent, so each 'We sent a code…' is announced afresh. */
  count: number;
}

export interface PhoneCodeFormProps {
  /** Asks the server for a code (POST /api/v1/auth/phone/start, §8.9). */
  sendCode: (body: PhoneStartBody & { channel: PhoneChannel }) => Promise<PhoneStartReply>;
  /**
   * Uses the code: resolves to null once done (the caller moves on), or to a text to show when the
   * caller itself refuses to go on; a thrown error shows the server's text.
   */
  verifyCode: (phone: string, code: string) => Promise<string | null>;
  /** The button that uses the code; 'Verify' unless given. */
  verifyLabel?: string;
  /** Shown when a failed check carries no text of the server's. */
  verifyFailed?: string;
  /** More fields under the code, such as a new account's name. */
  children?: ReactNode;
  /** Called when the person goes back to type another number. */
  onChangeNumber?: () => void;
  /** Moves focus to the number at once, for a form opened by a button press. */
  focusOnStart?: boolean;
}

/**
 * A one-time code to an Indian mobile number, and its entry (§8.9): the number, then the code with
 * resend (after the server's wait), 'by SMS instead' and 'change number'. Signing in and adding a
 * number to an account both use it; what the code does is the caller's `verifyCode`.
 */
export function PhoneCodeForm({ sendCode, verifyCode, verifyLabel, verifyFailed, children, onChangeNumber, focusOnStart = false }: PhoneCodeFormProps) {
  const t = useStore(messages);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [editingNumber, setEditingNumber] = useState(true);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { secondsLeft, restart } = useResendCountdown();
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // Each step moves focus to its new field once it is on screen.
  const focusNext = useRef<'phone' | 'code' | null>(focusOnStart ? 'phone' : null);
  useEffect(() => {
    loadNumberRule().catch(() => undefined);
  }, []);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    (target === 'phone' ? phoneRef : codeRef).current?.focus();
  });

  async function send(number: string, channel: PhoneChannel, kind: Exclude<Busy, 'verify' | null>) {
    setBusy(kind);
    setProblem(null);
    try {
      const reply = await sendCode({ phone: number, channel });
      setSent((previous) => ({ phone: number, reply, count: (previous?.count ?? 0) + 1 }));
      restart(reply.resendInSeconds);
      setEditingNumber(false);
      if (kind === 'send') setCode('');
      focusNext.current = 'code';
    } catch (error) {
      setProblem(serverErrorText(error, t.sendFailed));
    } finally {
      setBusy(null);
    }
  }

  async function handleSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy('send');
    const number = await readMobileNumber(phone.trim());
    if (number === null) {
      setBusy(null);
      setProblem(serverTexts.invalidMobileNumber);
      phoneRef.current?.focus();
      return;
    }
    await send(number, 'whatsapp', 'send');
  }

  async function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent === null) return;
    if (code.length !== PHONE_CODE_LENGTH) {
      setProblem(t.enterCode);
      codeRef.current?.focus();
      return;
    }
    setBusy('verify');
    setProblem(null);
    try {
      setProblem(await verifyCode(sent.phone, code));
    } catch (error) {
      setProblem(serverErrorText(error, verifyFailed ?? t.verifyFailed));
      codeRef.current?.focus();
      codeRef.current?.select();
    } finally {
      setBusy(null);
    }
  }

  function changeNumber() {
    setEditingNumber(true);
    setProblem(null);
    setCode('');
    focusNext.current = 'phone';
    onChangeNumber?.();
  }

  if (editingNumber || sent === null) {
    return (
      <form noValidate onSubmit={(event) => void handleSend(event)} className="space-y-4">
        <PhoneNumberField ref={phoneRef} label={t.mobileNumber} value={phone} onChange={setPhone} />
        {problem && <Alert tone="error">{problem}</Alert>}
        <Button type="submit" pending={busy === 'send'} className="w-full">
          {t.sendOnWhatsApp}
        </Button>
      </form>
    );
  }

  const waiting = secondsLeft > 0;
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={(event) => void handleVerify(event)} className="space-y-4">
        <Alert key={sent.count} tone="success">
          {sent.reply.message}
        </Alert>
        <CodeField ref={codeRef} label={t.code} value={code} onChange={setCode} />
        {children}
        {problem && <Alert tone="error">{problem}</Alert>}
        <Button type="submit" pending={busy === 'verify'} disabled={busy !== null} className="w-full">
          {verifyLabel ?? t.verify}
        </Button>
      </form>
      <div className="space-y-3 border-t border-neutral-200 pt-4">
        <p className="text-sm text-neutral-700">{waiting ? t.resendIn({ seconds: secondsLeft }) : t.resendReady}</p>
        {/* The server sends one code per number every resendInSeconds, whichever the channel. */}
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            variant="secondary"
            pending={busy === 'resend'}
            disabled={waiting || busy !== null}
            onClick={() => void send(sent.phone, sent.reply.channel, 'resend')}
          >
            {t.resend}
          </Button>
          {sent.reply.channel !== 'sms' && (
            <Button variant="secondary" pending={busy === 'sms'} disabled={waiting || busy !== null} onClick={() => void send(sent.phone, 'sms', 'sms')}>
              {t.sendBySms}
            </Button>
          )}
        </div>
        <button
          type="button"
          onClick={changeNumber}
          disabled={busy !== null}
          className="min-h-11 rounded-lg font-semibold text-accent-strong underline-offset-4 hover:underline disabled:opacity-60"
        >
          {t.changeNumber}
        </button>
      </div>
    </div>
  );
}
