import { describe, expect, it } from 'vitest';
import { amountLabel, balanceHundredths } from './price';

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
