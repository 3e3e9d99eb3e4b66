import { fileURLToPath } from 'node:url';

/** Where the committed OpenAPI document lives, and how it is written (stable, diff-friendly). */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

export function formatOpenApi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
