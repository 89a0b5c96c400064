import { looksLikeDoorPass } from '@gymslot/shared/door-pass-shape';
import { Camera, ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { useStore } from '../../../i18n/use-store';
import { useVerifyBookingPassMutation } from '../api/verify-booking-pass';
import { useBriefNotice } from '../hooks/use-brief-notice';
import { useCameraScan } from '../hooks/use-camera-scan';
import { passScannerMessages } from '../owner-messages';
import { passCheckFailed, passCheckSucceeded, type PassCheckOutcome } from '../pass-check-outcome';
import { loadQrReader } from '../scan/qr-reader';
import { PassCheckResult } from './pass-check-result';

/** How long 'This is not a GymSlot pass' stays after the camera last saw such a code. */
const NOT_A_PASS_NOTICE_MS = 3000;

/**
 * Checks a customer in from their door pass (API contract §8.5): the camera reads the QR code, or
 * a photo of it does (a laptop with no webcam), and the token is sent once. The OTP form below stays
 * for a phone with no pass on it. Other QR codes (a UPI sticker, a menu's web address, the Wi-Fi)
 * are never sent: the server would only refuse them, and the camera keeps reading.
 */
interface PassScannerProps {
  /** Told as a scan or a photo starts, so the page takes away the OTP form's last result (issue 31). */
  onCheckStarted?: () => void;
  /** A check by OTP came after this scanner's last one: its card is not shown, the newer result is. */
  superseded?: boolean;
}

export function PassScanner({ onCheckStarted, superseded = false }: PassScannerProps = {}) {
  const t = useStore(passScannerMessages);
  const photoInputId = useId();
  const verifyPass = useVerifyBookingPassMutation();
  const [outcome, setOutcome] = useState<PassCheckOutcome | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const notAPass = useBriefNotice(NOT_A_PASS_NOTICE_MS);
  const {
    videoRef,
    state: cameraState,
    problem: cameraProblem,
    start: startCamera,
    stop: stopCamera,
  } = useCameraScan({ onCode: checkIn, accepts: looksLikeDoorPass, onIgnored: () => notAPass.show(t.notAPass) });
  const busy = verifyPass.isPending || cameraState === 'starting';

  // The answer takes focus, so a screen reader says it and the next key press is 'Scan next pass'.
  useEffect(() => {
    if (outcome) resultHeading.current?.focus();
  }, [outcome]);

  function checkIn(token: string) {
    if (verifyPass.isPending) return;
    notAPass.clear();
    // The last customer's card goes as the next pass is checked: one result on screen, the current one.
    setOutcome(null);
    onCheckStarted?.();
    verifyPass.mutate(
      { token },
      {
        onSuccess: (reply) => setOutcome(passCheckSucceeded(reply.booking, reply.message)),
        onError: (error) => setOutcome(passCheckFailed(error)),
      },
    );
  }

  function startScan() {
    notAPass.clear();
    setOutcome(null);
    onCheckStarted?.();
    setPhotoProblem(null);
    verifyPass.reset();
    void startCamera();
  }

  async function handlePhoto(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    event.target.value = ''; // the same picture can be chosen again
    if (!photo) return;
    stopCamera();
    setOutcome(null);
    onCheckStarted?.();
    setPhotoProblem(null);
    verifyPass.reset();
    try {
      // As a plain Blob: the library's BarcodeDetector takes Blobs but not their File subclass.
      const token = await (await loadQrReader()).read(new Blob([photo], { type: photo.type }));
      if (!token) setPhotoProblem(t.noQrInPhoto);
      else if (!looksLikeDoorPass(token)) setPhotoProblem(t.notAPass);
      else checkIn(token);
    } catch {
      setPhotoProblem(t.photoUnreadable);
    }
  }

  return (
    <section aria-labelledby={`${photoInputId}-heading`} className="space-y-4">
      <h2 id={`${photoInputId}-heading`} className="text-lg font-semibold">
        {t.heading}
      </h2>
      <div aria-live="polite" className="space-y-4">
        {outcome && !superseded && <PassCheckResult outcome={outcome} headingRef={resultHeading} />}
        {verifyPass.isPending && <p className="text-lg font-medium">{t.checking}</p>}
      </div>
      {cameraState !== 'off' && (
        <div className="space-y-3">
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={t.cameraView}
            className="aspect-square w-full rounded-xl bg-neutral-900 object-cover"
          />
          <p role="status" className="min-h-6 text-center font-medium">
            {notAPass.notice}
          </p>
          <Button variant="secondary" className="w-full" onClick={stopCamera}>
            {t.stopCamera}
          </Button>
        </div>
      )}
      {cameraProblem && <Alert tone="error">{cameraProblem}</Alert>}
      {photoProblem && <Alert tone="error">{photoProblem}</Alert>}
      {cameraState === 'off' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button onClick={startScan} pending={busy} className="w-full">
            <Camera aria-hidden="true" className="size-4" />
            {outcome ? t.scanNext : t.scan}
          </Button>
          <label htmlFor={photoInputId} className={buttonClassName('secondary', 'w-full cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent')}>
            <ImageUp aria-hidden="true" className="size-4" />
            {t.usePhoto}
          </label>
          <input id={photoInputId} type="file" accept="image/*" className="sr-only" onChange={(event) => void handlePhoto(event)} />
        </div>
      )}
    </section>
  );
}
