import { describe, expect, it } from 'vitest';
import type { WalletTransaction } from '@loyalty/contract';
import { unitNamesOf } from '@/lib/business-units';
import { toDisplayTransaction } from './wallet-transaction';

const names = unitNamesOf({ pointName: 'bean', pointsNamePlural: 'beans', creditName: 'credit' });
const entry = (overrides: Partial<WalletTransaction>): WalletTransaction => ({
  type: 'point',
  operation: 'earn',
  created_on: new Date(2026, 0, 5, 14, 30).toISOString(),
  amount: 1250,
  entity_id: 'order-1',
  ...overrides,
});

describe('toDisplayTransaction', () => {
  it('divides by 100, signs non-negative amounts with +, and pluralises above 1', () => {
    const shown = toDisplayTransaction(entry({}), { names });
    expect(shown).toMatchObject({ displayAmount: '+12.5', displayType: 'Beans', entityId: 'order-1' });
    expect(shown.displayDate).toBe('05/01/2026');
    expect(shown.createdOn).toBeInstanceOf(Date);
  });

  it('keeps the minus, pluralises by the absolute amount, adds an s without a configured plural', () => {
    expect(toDisplayTransaction(entry({ amount: -500, type: 'credit' }), { names })).toMatchObject({
      displayAmount: '-5',
      displayType: 'Credits',
    });
  });

  it('uses the singular at 1 or less, and + for zero', () => {
    expect(toDisplayTransaction(entry({ amount: 100 }), { names })).toMatchObject({
      displayAmount: '+1',
      displayType: 'Bean',
    });
    expect(toDisplayTransaction(entry({ amount: -100 }), { names }).displayType).toBe('Bean');
    expect(toDisplayTransaction(entry({ amount: 0 }), { names }).displayAmount).toBe('+0');
    expect(toDisplayTransaction(entry({ amount: 150 }), { names }).displayType).toBe('Beans');
  });

  it('formats the date in the business dateFormat, entity id as text even when missing', () => {
    const shown = toDisplayTransaction(entry({ entity_id: null }), { names, dateFormat: 'dd.MM.yyyy' });
    expect(shown.displayDate).toBe('05.01.2026');
    expect(shown.entityId).toBe('');
  });

  it('falls back to Point and Credit, and groups digits in the member’s locale', () => {
    const defaults = unitNamesOf({});
    expect(toDisplayTransaction(entry({ amount: 300 }), { names: defaults }).displayType).toBe('Points');
    expect(
      toDisplayTransaction(entry({ amount: 123_456_700 }), { names: defaults, locale: 'en' }).displayAmount,
    ).toBe('+1,234,567');
  });
});
