/** The identification and wallet QR codes use error correction level H and a margin of 2 modules. */
const QR_OPTIONS = { errorCorrectionLevel: 'H', margin: 2 } as const;

/**
 * The QR code of a text as an SVG document. The generator loads only here, when a dialog needs it, so it
 * never weighs on a page's first load. Dark modules on white whatever the theme: scanners need the contrast.
 * The generator's own errors ('No input text', 'The amount of data is too big ...') pass through.
 */
export async function qrSvg(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(text, {
    ...QR_OPTIONS,
    type: 'svg',
    color: { dark: '#000000', light: '#ffffff' },
  });
}
