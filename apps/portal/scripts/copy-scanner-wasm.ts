/**
 * Copies the QR decoder's WebAssembly (zxing-wasm, used by the purchase scanner on browsers without a native
 * BarcodeDetector) into the portal's public files, so the portal serves it itself: nothing is fetched from a CDN
 * at run time. Runs before every portal build.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const portalDir = fileURLToPath(new URL('..', import.meta.url));
const source = require.resolve('zxing-wasm/reader/zxing_reader.wasm', { paths: [portalDir] });
const targetDir = fileURLToPath(new URL('../public/vendor/zxing/', import.meta.url));
mkdirSync(targetDir, { recursive: true });
copyFileSync(source, path.join(targetDir, 'zxing_reader.wasm'));
