import { describe, expect, it } from 'vitest';
import { balanceLine } from './balances';

const of = (monetary: number, nonMonetary: number) => ({ balance: { monetary, nonMonetary } });

describe('balanceLine', () => {
  it('divides hundredths by 100 whichever balance type holds them', () => {
    expect(balanceLine(of(1250, 0), { singular: 'Credit' })).toEqual({
      hundredths: 1250,
      value: 12.5,
      unit: 'Credits',
    });
    expect(balanceLine(of(0, 4200), { singular: 'Point' }).value).toBe(42);
  });
  it('is singular at 1 or less, else the configured plural or an added s', () => {
    expect(balanceLine(of(0, 100), { singular: 'Point', plural: 'Pointz' }).unit).toBe('Point');
    expect(balanceLine(of(0, 0), { singular: 'Point' }).unit).toBe('Point');
    expect(balanceLine(of(0, 150), { singular: 'Point', plural: 'Pointz' }).unit).toBe('Pointz');
    expect(balanceLine(of(0, 200), { singular: 'star', plural: null }).unit).toBe('Stars');
  });
});
