import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@loyalty/contract';
import { compilePatterns } from './identifier';

describe("the sign-in page's identifier patterns", () => {
  it('rebuild the patterns the server part sends', () => {
    const compiled = compilePatterns({ email: EMAIL_PATTERN.source, phone: PHONE_PATTERN.source });
    expect(compiled.email.source).toBe(EMAIL_PATTERN.source);
    expect(compiled.phone.flags).toBe(PHONE_PATTERN.flags);
  });
});
