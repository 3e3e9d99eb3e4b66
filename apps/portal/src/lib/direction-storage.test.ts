import { describe, expect, it, vi } from 'vitest';
import { DIRECTION_STORAGE_KEY, storeDirection } from './direction-storage';

describe('storeDirection', () => {
  it('stores the direction under "direction", writing only when it changed', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
    };
    storeDirection('rtl', storage);
    expect(values.get(DIRECTION_STORAGE_KEY)).toBe('rtl');
    storeDirection('rtl', storage);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    storeDirection('ltr', storage);
    expect(values.get('direction')).toBe('ltr');
  });

  it('ignores storage that refuses', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeDirection('rtl', refusing)).not.toThrow();
  });
});
