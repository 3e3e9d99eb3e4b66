/**
 * Small text rules both processes apply, zod-free so that browser code may import them
 * (`@loyalty/contract/text`).
 */

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders. A value not given keeps its placeholder visible (never "undefined"), so a
 * missing value shows up in review instead of silently reading wrong.
 */
export function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * A host name as businesses are found by: the first of a forwarded list, lower-cased, without port or trailing
 * dot (`Shop.Example.com.:3000, proxy` → `shop.example.com`; `[::1]:3000` keeps its brackets). Null when empty.
 */
export function normaliseHost(host: string | null | undefined): string | null {
  const first = host?.split(',')[0]?.trim().toLowerCase();
  if (!first) return null;
  const withoutPort = first.startsWith('[') ? first.replace(/]:\d+$/, ']') : first.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '') || null;
}
