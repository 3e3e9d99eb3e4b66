import { directionSchema, localeCodeSchema, type Direction } from '@loyalty/contract';

/** What a SelectedLanguage cookie says; server-side only (it uses the contract's zod schemas). */
export interface CookieLanguage {
  code: string;
  name?: string;
  direction?: Direction;
}

export interface ParsedLanguageCookie {
  language: CookieLanguage | null;
  /** The value was not the JSON the portal writes (logged by the caller). */
  malformed: boolean;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const validCode = (code: unknown): string | null => {
  const parsed = localeCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : null;
};

/**
 * JSON {name, code, direction}; a value that is not JSON is used as the code itself.
 * Anything that does not give a well-formed locale code is ignored, so a tampered cookie cannot reach
 * an API path.
 */
export function parseLanguageCookie(raw: string | null | undefined): ParsedLanguageCookie {
  if (!raw) return { language: null, malformed: false };
  const text = raw.trim().startsWith('{') ? raw.trim() : decode(raw.trim());
  const json = parseJson(text);
  if (!json.ok || typeof json.value !== 'object' || json.value === null) {
    const code = validCode(json.ok && typeof json.value === 'string' ? json.value : text);
    return { language: code ? { code } : null, malformed: true };
  }
  const fields = json.value as Record<string, unknown>;
  const code = validCode(fields.code);
  if (!code) return { language: null, malformed: true };
  const direction = directionSchema.safeParse(fields.direction);
  return {
    language: {
      code,
      name: typeof fields.name === 'string' && fields.name ? fields.name : undefined,
      direction: direction.success ? direction.data : undefined,
    },
    malformed: false,
  };
}
