import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { passScannerMessages } from '../owner-messages';
import { loadQrReader } from '../scan/qr-reader';

export type CameraState = 'off' | 'starting' | 'scanning';

/** What to tell the owner when the camera does not open, by the DOMException getUserMedia threw. */
function cameraProblem(error: unknown): string {
  const t = passScannerMessages.get();
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return t.cameraRefused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return t.cameraNotFound;
  if (name === 'NotReadableError') return t.cameraInUse;
  return t.cameraNotOpened;
}

export interface CameraScanHandlers {
  /** Called once with the first code `accepts` takes; the camera is let go first. */
  onCode: (text: string) => void;
  /** Which codes end the scan; the others go to `onIgnored` while the camera reads on. */
  accepts: (text: string) => boolean;
  onIgnored: (text: string) => void;
}

/**
 * The camera as a QR scanner: the rear camera where there is one (a laptop's webcam otherwise),
 * each frame read until one holds a code it accepts; then the camera is let go and `onCode` called
 * once. A code it does not accept (a UPI sticker on the counter) does not stop it.
 */
export function useCameraScan({ onCode, accepts, onIgnored }: CameraScanHandlers) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const found = useEffectEvent(onCode);
  const wanted = useEffectEvent(accepts);
  const ignored = useEffectEvent(onIgnored);

  function releaseCamera() {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }

  function stop() {
    releaseCamera();
    setState('off');
  }

  async function start() {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem(passScannerMessages.get().cameraUnsupported);
      return;
    }
    setState('starting');
    try {
      const [stream] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
        loadQrReader(),
      ]);
      streamRef.current = stream;
      setState('scanning');
    } catch (error) {
      releaseCamera();
      setProblem(cameraProblem(error));
      setState('off');
    }
  }

  // Frames are read one after another, each as the screen is next drawn, so a slow phone is never
  // asked for a second frame before it has finished the first.
  useEffect(() => {
    const video = videoRef.current;
    const stream = streamRef.current;
    if (state !== 'scanning' || !video || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    let stopped = false;
    let frame = 0;
    async function readFrame() {
      if (stopped) return;
      if (video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const reader = await loadQrReader();
        const text = await reader.read(video).catch(() => undefined);
        if (stopped) return;
        if (text && wanted(text)) {
          releaseCamera();
          setState('off');
          found(text);
          return;
        }
        if (text) ignored(text);
      }
      frame = requestAnimationFrame(() => void readFrame());
    }
    frame = requestAnimationFrame(() => void readFrame());
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
  }, [state]);

  // Leaving the page lets the camera go.
  useEffect(() => releaseCamera, []);

  return { videoRef, state, problem, start, stop };
}
