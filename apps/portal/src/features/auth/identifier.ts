import { messageKeys as keys } from '@loyalty/contract/constants';
import type { IdentifierPatterns } from './identifier-patterns';

export type IdentifierKind = 'email' | 'phone';

export type IdentifierCheck =
  { valid: true; kind: IdentifierKind; value: string } | { valid: false; error: string };

export interface CompiledPatterns {
  email: RegExp;
  phone: RegExp;
}

/** The contract's patterns as the page received them (their sources). */
export function compilePatterns(patterns: IdentifierPatterns): CompiledPatterns {
  return { email: new RegExp(patterns.email), phone: new RegExp(patterns.phone) };
}

/**
 * The sign-in field takes a phone number or an e-mail address (the contract's patterns). An `@`
 * means the member meant an e-mail address, digits a phone number, so the error names the right format.
 */
export function checkIdentifier(raw: string, patterns: CompiledPatterns): IdentifierCheck {
  const value = raw.trim();
  if (!value) return { valid: false, error: keys.validationRequired };
  if (value.includes('@')) {
    return patterns.email.test(value)
      ? { valid: true, kind: 'email', value }
      : { valid: false, error: keys.emailNotInRightFormat };
  }
  if (/^[\d\s().+-]+$/.test(value)) {
    return patterns.phone.test(value)
      ? { valid: true, kind: 'phone', value }
      : { valid: false, error: keys.phoneNotInRightFormat };
  }
  return { valid: false, error: keys.identifierNotInRightFormat };
}

/** Whether a registration's optional other identifier (e-mail or phone field) is acceptable. */
export function checkOptionalContact(
  kind: IdentifierKind,
  raw: string,
  patterns: CompiledPatterns,
): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (kind === 'email') return patterns.email.test(value) ? null : keys.emailNotInRightFormat;
  return patterns.phone.test(value) ? null : keys.phoneNotInRightFormat;
}
