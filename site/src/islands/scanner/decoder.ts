/**
 * Reading a QR code from the camera: the browser's `BarcodeDetector` when it knows QR codes
 * (Chrome on Android), else jsQR (kept in the repo, loaded only then: a few tens of kB that
 * iPhones and desktop browsers need). Frames are scaled down to 640 px: enough for a ticket held
 * at arm's length, cheap on a phone.
 */
export interface QrDecoder {
  /** The text of a QR code seen in the video frame, or null. */
  detect(source: HTMLVideoElement): Promise<string | null>;
}

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const MAX_SIDE = 640;

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats?.();
    if (formats && !formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      async detect(source) {
        const codes = await detector.detect(source);
        return codes.find((code) => code.rawValue)?.rawValue ?? null;
      },
    };
  } catch {
    return null;
  }
}

async function jsQrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(source) {
      const width = source.videoWidth;
      const height = source.videoHeight;
      if (!context || !width || !height) return null;
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      return found?.data || null;
    },
  };
}

export async function createDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? jsQrDecoder();
}
