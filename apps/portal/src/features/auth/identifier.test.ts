import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@loyalty/contract';
import {
  checkIdentifier as check,
  checkOptionalContact as checkContact,
  compilePatterns,
} from './identifier';

// As the sign-in page receives them from its server part.
const patterns = compilePatterns({ email: EMAIL_PATTERN.source, phone: PHONE_PATTERN.source });
const checkIdentifier = (raw: string) => check(raw, patterns);
const checkOptionalContact = (kind: 'email' | 'phone', raw: string) => checkContact(kind, raw, patterns);

describe('checkIdentifier', () => {
  it.each(['demo@example.com', ' Demo@Example.COM ', 'a.b+c@mail.co.uk'])('accepts the e-mail %s', (raw) => {
    expect(checkIdentifier(raw)).toEqual({ valid: true, kind: 'email', value: raw.trim() });
  });

  it.each([
    '5555550100',
    '555-555-0100',
    '(555) 555-0100',
    '+1 555 555 0100',
    '+972 50 123 4567'.replace(/ /g, ''),
  ])('accepts the phone number %s', (raw) => {
    expect(checkIdentifier(raw)).toMatchObject({ valid: true, kind: 'phone' });
  });

  it('names the format the member was aiming for', () => {
    expect(checkIdentifier('')).toEqual({ valid: false, error: 'validation.required' });
    expect(checkIdentifier('   ')).toEqual({ valid: false, error: 'validation.required' });
    expect(checkIdentifier('demo@example')).toEqual({
      valid: false,
      error: 'validation.email.not.in.right.format',
    });
    expect(checkIdentifier('555-0100')).toEqual({
      valid: false,
      error: 'validation.phone.not.in.right.format',
    });
    expect(checkIdentifier('dana')).toEqual({
      valid: false,
      error: 'validation.identifier.not.in.right.format',
    });
  });
});

describe('checkOptionalContact', () => {
  it('accepts empty or well-formed values', () => {
    expect(checkOptionalContact('email', '')).toBeNull();
    expect(checkOptionalContact('email', 'a@b.co')).toBeNull();
    expect(checkOptionalContact('phone', '555 555 0100')).toBeNull();
  });

  it('refuses malformed values', () => {
    expect(checkOptionalContact('email', 'nope')).toBe('validation.email.not.in.right.format');
    expect(checkOptionalContact('phone', '12')).toBe('validation.phone.not.in.right.format');
  });
});
