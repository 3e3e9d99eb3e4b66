import { describe, expect, it } from 'vitest';
import { formatBalance, formatTransactionAmount, fromHundredths } from './amounts';

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
