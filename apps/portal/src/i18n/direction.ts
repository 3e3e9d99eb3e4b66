import type { Direction } from '@loyalty/contract';
import { RTL_LANGUAGES } from '@loyalty/contract/constants';

/**
 * Text direction of a language: right to left for Arabic, Hebrew, Persian and Urdu (whatever region,
 * `ar_EG` too), else what the language itself declares, else left to right. Server-side: it reads the
 * contract's list, and importing contract values into client code would ship zod to the browser.
 */
export function directionOf(code: string, declared?: Direction | null): Direction {
  const base = code.split(/[-_]/)[0]?.toLowerCase() ?? '';
  if ((RTL_LANGUAGES as readonly string[]).includes(base)) return 'rtl';
  return declared ?? 'ltr';
}
