// Reads QR codes from camera frames and pictures: the browser's own BarcodeDetector where it has one
// that reads QR codes (Android, ChromeOS, macOS), else the same API from the `qr` library, which is
// fetched only when a scan starts, so it never weighs on any other page.

interface DetectedCode {
  rawValue: string;
}

interface Detector {
  detect(source: ImageBitmapSource): Promise<DetectedCode[]>;
}

interface DetectorClass {
  new (options: { formats: 'qr_code'[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

export interface QrReader {
  /** The text of the first QR code in the picture or frame, or undefined when none is found. */
  read(source: ImageBitmapSource): Promise<string | undefined>;
}

async function nativeDetector(): Promise<DetectorClass | undefined> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!native) return undefined;
  const formats = await native.getSupportedFormats().catch(() => [] as readonly string[]);
  return formats.includes('qr_code') ? native : undefined;
}

let loading: Promise<QrReader> | undefined;

export function loadQrReader(): Promise<QrReader> {
  loading ??= (async () => {
    const Detector: DetectorClass = (await nativeDetector()) ?? (await import('qr/decode.js')).BarcodeDetector;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      async read(source) {
        const [code] = await detector.detect(source);
        return code?.rawValue;
      },
    };
  })();
  // A failed load (offline, say) is tried afresh next time rather than remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
