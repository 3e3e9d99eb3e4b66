import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, OTP_LENGTH, PHONE_PATTERN, messageKeys } from '@loyalty/contract';
import { compilePatterns } from './identifier';
import { CODE_LENGTH, keys } from './message-keys';

describe("the sign-in page's copies of contract values", () => {
  it('are the contract values', () => {
    for (const [name, key] of Object.entries(keys)) {
      expect(messageKeys[name as keyof typeof messageKeys], name).toBe(key);
    }
    expect(CODE_LENGTH).toBe(OTP_LENGTH);
  });

  it('rebuild the patterns the server part sends', () => {
    const compiled = compilePatterns({ email: EMAIL_PATTERN.source, phone: PHONE_PATTERN.source });
    expect(compiled.email.source).toBe(EMAIL_PATTERN.source);
    expect(compiled.phone.flags).toBe(PHONE_PATTERN.flags);
  });
});
