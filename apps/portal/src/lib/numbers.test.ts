import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './numbers';

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [-999, '-999'],
    [1000, '1.0K'],
    [1500, '1.5K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_960, '1.0M'],
    [2_500_000, '2.5M'],
    [7_250_000_000, '7.3B'],
    [3_000_000_000_000, '3.0T'],
    [5_000_000_000_000_000, '5000.0T'],
    [-1500, '-1.5K'],
  ])('%d → %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });
});
