import { describe, expect, it } from 'vitest';
import { balanceUnitName, transactionUnitName } from './unit-names';

describe('unit names', () => {
  const beans = { singular: 'bean', plural: 'beans' };
  const credit = { singular: 'credit', plural: null };

  it('uses the singular for 1 or less on balances', () => {
    expect(balanceUnitName(1, beans)).toBe('Bean');
    expect(balanceUnitName(0, beans)).toBe('Bean');
    expect(balanceUnitName(0.5, beans)).toBe('Bean');
    expect(balanceUnitName(1.01, beans)).toBe('Beans');
  });

  it('adds an s when no plural is configured', () => {
    expect(balanceUnitName(5, credit)).toBe('Credits');
    expect(balanceUnitName(5, { singular: 'point', plural: '' })).toBe('Points');
  });

  it('pluralises transactions by absolute amount', () => {
    expect(transactionUnitName(-5, beans)).toBe('Beans');
    expect(transactionUnitName(-1, beans)).toBe('Bean');
    expect(transactionUnitName(2, credit)).toBe('Credits');
  });

  it('capitalises the first letter only', () => {
    expect(balanceUnitName(3, { singular: 'gift card', plural: 'gift cards' })).toBe('Gift cards');
  });
});
