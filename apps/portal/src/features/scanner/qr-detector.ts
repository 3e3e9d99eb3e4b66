/**
 * Reads QR codes from the camera's video: the browser's own BarcodeDetector where it has one for QR codes
 * (Android, ChromeOS, macOS), else the barcode-detector ponyfill (ZXing compiled to WebAssembly), whose .wasm
 * file the portal serves itself (`/vendor/zxing/`, copied at build time) rather than fetching it from a CDN.
 */
export interface QrDetector {
  /** The first QR code's text in the frame, or null. */
  detect(source: HTMLVideoElement | ImageBitmapSource): Promise<string | null>;
}

interface DetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface DetectorConstructor {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const ZXING_WASM_PATH = '/vendor/zxing/';

function wrap(detector: DetectorLike): QrDetector {
  return {
    async detect(source) {
      const [first] = await detector.detect(source as ImageBitmapSource);
      return first?.rawValue ?? null;
    },
  };
}

export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (native) {
    const formats: string[] = (await native.getSupportedFormats?.().catch(() => [] as string[])) ?? [];
    if (formats.includes('qr_code')) return wrap(new native({ formats: ['qr_code'] }));
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? `${ZXING_WASM_PATH}${path}` : prefix + path,
    },
  });
  return wrap(new BarcodeDetector({ formats: ['qr_code'] }) as DetectorLike);
}
