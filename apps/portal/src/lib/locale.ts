/**
 * Locale codes arrive as `en`, `en_US` or `pt-BR`; Intl and the HTML lang attribute need BCP 47 (`en-US`).
 * An unknown or malformed code falls back to `en` rather than throwing inside Intl.
 */
export function toBcp47(code: string | null | undefined, fallback = 'en'): string {
  const tag = (code ?? '').trim().replace(/_/g, '-');
  if (!tag) return fallback;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? fallback;
  } catch {
    return fallback;
  }
}
