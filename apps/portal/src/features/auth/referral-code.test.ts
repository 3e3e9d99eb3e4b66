import { describe, expect, it } from 'vitest';
import { forgetReferralCode, rememberReferralCode, rememberedReferralCode } from './referral-code';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('referral code memory', () => {
  it('keeps the code from the link until the registration used it', () => {
    const storage = memoryStorage();
    expect(rememberedReferralCode(storage)).toBeUndefined();
    rememberReferralCode(' ABCD2345 ', storage);
    expect(rememberedReferralCode(storage)).toBe('ABCD2345');
    // A later visit without the parameter keeps the code.
    rememberReferralCode(null, storage);
    expect(rememberedReferralCode(storage)).toBe('ABCD2345');
    forgetReferralCode(storage);
    expect(rememberedReferralCode(storage)).toBeUndefined();
  });

  it('ignores empty and over-long values', () => {
    const storage = memoryStorage();
    rememberReferralCode('   ', storage);
    rememberReferralCode('X'.repeat(41), storage);
    expect(rememberedReferralCode(storage)).toBeUndefined();
  });

  it('goes on without the code when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberReferralCode('ABCD2345', broken)).not.toThrow();
    expect(rememberedReferralCode(broken)).toBeUndefined();
    expect(() => forgetReferralCode(broken)).not.toThrow();
  });
});
