import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { verifyOtpBodySchema } from '@gymslot/shared/booking-schemas';
import { checkWithSchema } from '../../../lib/schema-form';
import { useVerifyBookingOtpMutation } from '../api/verify-booking-otp';
import { OtpField } from '../components/otp-field';
import { PassScanner } from '../components/pass-scanner';
import { ownerVerifyMessages } from '../owner-messages';
import { serverErrorText } from '../../../i18n/server-messages';

/** Spec §8: after a success the field empties itself, ready for the next customer. */
const clearAfterSuccessMs = 3000;

export default function VerifyBookingPage() {
  const t = useStore(ownerVerifyMessages);
  const noteId = useId();
  const [searchParams] = useSearchParams();
  const linkOtp = (searchParams.get('otp') ?? '').replace(/\D/g, '').slice(0, 6);
  const [otp, setOtp] = useState(linkOtp);
  // The link's booking id belongs to the link's code: another code typed here (the next customer's)
  // is matched among all the owner's bookings, not refused as 'Invalid OTP' for that one booking.
  const bookingId = otp === linkOtp ? (searchParams.get('bookingId') ?? undefined) : undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const verifyOtp = useVerifyBookingOtpMutation();
  const verifiedReply = verifyOtp.data;
  // The desk shows one result, the latest: a check by OTP replaces the scanner's card, a scan the OTP's (issue 31).
  const [lastCheck, setLastCheck] = useState<'pass' | 'otp' | null>(null);

  function handleScanStarted() {
    setLastCheck('pass');
    setFormError(null);
    if (!verifyOtp.isPending) verifyOtp.reset();
  }

  useEffect(() => {
    if (verifiedReply === undefined) return;
    const timer = setTimeout(() => setOtp(''), clearAfterSuccessMs);
    return () => clearTimeout(timer);
  }, [verifiedReply]);

  function handleOtpChange(digits: string) {
    setOtp(digits);
    setFormError(null);
    if (!verifyOtp.isPending) verifyOtp.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkWithSchema(verifyOtpBodySchema, { otp, bookingId });
    if (!check.ok) {
      // The schema's 'OTP is required' reads 'Please enter OTP.' on this screen (spec §8).
      setFormError(check.fieldErrors.otp === 'OTP is required' ? t.enterOtp : check.message);
      return;
    }
    setFormError(null);
    setLastCheck('otp');
    verifyOtp.mutate(
      check.data,
      { onError: (error) => setFormError(serverErrorText(error, t.verifyFailed)) },
    );
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <title>{t.pageTitle}</title>
      <section className="rounded-2xl border border-neutral-200 bg-white p-6 sm:p-8">
        <h1 className="text-2xl font-bold">{t.heading}</h1>
        <div className="mt-6 border-b border-neutral-200 pb-6">
          <PassScanner onCheckStarted={handleScanStarted} superseded={lastCheck === 'otp'} />
        </div>
        <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-4">
          <OtpField value={otp} onChange={handleOtpChange} describedBy={noteId} />
          <p id={noteId} className="text-sm text-neutral-700">
            {t.note}
          </p>
          {formError && <Alert tone="error">{formError}</Alert>}
          {verifiedReply && <Alert tone="success">{verifiedReply.message}</Alert>}
          <Button type="submit" pending={verifyOtp.isPending} className="w-full">
            {t.submit}
          </Button>
        </form>
      </section>
      <p className="mt-6 text-center text-sm">
        <TextLink to={paths.ownerBookings.getHref()}>{t.viewAll}</TextLink>
      </p>
    </div>
  );
}
