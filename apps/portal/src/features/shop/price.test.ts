import { describe, expect, it } from 'vitest';
import { amountLabel, amountMissing, balanceHundredths, endsSoon } from './price';

const names = {
  point: { singular: 'bean', plural: 'beans' },
  credit: { singular: 'Credit', plural: null },
};

describe('amountLabel', () => {
  it('shows units with the singular at 1 or less and the plural above', () => {
    expect(amountLabel(120_000, 'point', names)).toBe('1,200 Beans');
    expect(amountLabel(100, 'credit', names)).toBe('1 Credit');
    expect(amountLabel(250, 'credit', names)).toBe('2.5 Credits');
    expect(amountLabel(0, 'point', names)).toBe('0 Bean');
  });
});

describe('balanceHundredths', () => {
  it('adds the monetary and non-monetary parts', () => {
    expect(balanceHundredths({ balance: { monetary: 0, nonMonetary: 4200 } })).toBe(4200);
    expect(balanceHundredths({ balance: { monetary: 150, nonMonetary: 0 } })).toBe(150);
  });
});

describe('amountMissing', () => {
  const held = { point: 4200, credit: 150 };
  it('is what the member lacks in the price type, and 0 when they can afford it', () => {
    expect(amountMissing({ price: 5000, priceType: 'point' }, held)).toBe(800);
    expect(amountMissing({ price: 4200, priceType: 'point' }, held)).toBe(0);
    expect(amountMissing({ price: 100, priceType: 'credit' }, held)).toBe(0);
    expect(amountMissing({ price: 200, priceType: 'credit' }, held)).toBe(50);
  });
});

describe('endsSoon', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('marks items closing within three days, not closed ones or open-ended ones', () => {
    expect(endsSoon({ activeUntil: '2026-06-04T12:00:00Z' }, now)).toBe(true);
    expect(endsSoon({ activeUntil: '2026-06-01T12:00:01Z' }, now)).toBe(true);
    expect(endsSoon({ activeUntil: '2026-06-04T12:00:01Z' }, now)).toBe(false);
    expect(endsSoon({ activeUntil: '2026-06-01T11:59:59Z' }, now)).toBe(false);
    expect(endsSoon({ activeUntil: null }, now)).toBe(false);
  });
});
