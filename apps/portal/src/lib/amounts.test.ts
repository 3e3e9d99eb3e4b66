import { describe, expect, it } from 'vitest';
import { compactBalance, formatBalance, formatTransactionAmount, fromHundredths } from './amounts';

describe('amounts in hundredths', () => {
  it('divides by 100', () => {
    expect(fromHundredths(1250)).toBe(12.5);
    expect(fromHundredths(-5)).toBe(-0.05);
  });

  it('signs transaction amounts: + when not negative', () => {
    expect(formatTransactionAmount(1250)).toBe('+12.5');
    expect(formatTransactionAmount(0)).toBe('+0');
    expect(formatTransactionAmount(-300)).toBe('-3');
    expect(formatTransactionAmount(123456)).toBe('+1,234.56');
  });

  it('formats balances in the member language', () => {
    expect(formatBalance(123456, 'en')).toBe('1,234.56');
    expect(formatBalance(123456, 'de')).toBe('1.234,56');
  });
});

describe('compactBalance', () => {
  it('shows balances under 1,000 in full and larger ones abbreviated', () => {
    expect(compactBalance(99_950, 'en')).toBe('999.5');
    expect(compactBalance(100_000, 'en')).toBe('1.0K');
    expect(compactBalance(12_345_678, 'en')).toBe('123.5K');
    expect(compactBalance(250_000_000_00, 'en')).toBe('250.0M');
    expect(compactBalance(-150_000, 'en')).toBe('-1.5K');
  });
});
