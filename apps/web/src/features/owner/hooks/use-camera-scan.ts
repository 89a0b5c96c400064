import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadQrReader } from '../scan/qr-reader';

export type CameraState = 'off' | 'starting' | 'scanning';

const afterProblem = 'Use a photo of the pass, or type the OTP below.';

/** What to tell the owner when the camera does not open, by the DOMException getUserMedia threw. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return `Camera access was refused. Allow the camera for this site in the browser's settings, or: ${afterProblem.toLowerCase()}`;
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return `No camera was found. ${afterProblem}`;
  if (name === 'NotReadableError') return `The camera is in use by another app. Close it and try again. ${afterProblem}`;
  return `The camera could not be opened. ${afterProblem}`;
}

/**
 * The camera as a QR scanner: the rear camera where there is one (a laptop's webcam otherwise),
 * each frame read until one holds a code; then the camera is let go and `onCode` called once.
 */
export function useCameraScan(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const found = useEffectEvent(onCode);

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
      setProblem(`This browser cannot open the camera here. ${afterProblem}`);
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
        if (text) {
          releaseCamera();
          setState('off');
          found(text);
          return;
        }
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
