import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('keeps a value for its ttl, then loads again', async () => {
    let now = 1_000;
    const cache = new TtlCache<number>({ now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', 600_000, load)).toBe(1);
    now += 599_999;
    expect(await cache.getOrLoad('k', 600_000, load)).toBe(1);
    now += 1;
    expect(await cache.getOrLoad('k', 600_000, load)).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new TtlCache<string>();
    let loads = 0;
    let release: (value: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => (release = resolve));
    const load = () => {
      loads++;
      return pending;
    };
    const both = Promise.all([cache.getOrLoad('k', 1000, load), cache.getOrLoad('k', 1000, load)]);
    release('value');
    expect(await both).toEqual(['value', 'value']);
    expect(loads).toBe(1);
  });

  it('does not keep failures', async () => {
    const cache = new TtlCache<string>();
    await expect(cache.getOrLoad('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    await expect(cache.getOrLoad('k', 1000, async () => 'up')).resolves.toBe('up');
  });

  it('bypasses the cache for a ttl of 0', async () => {
    const cache = new TtlCache<number>();
    await cache.getOrLoad('k', 1000, async () => 1);
    await expect(cache.getOrLoad('k', 0, async () => 2)).resolves.toBe(2);
    expect(await cache.getOrLoad('k', 1000, async () => 3)).toBe(1);
  });

  it('evicts the oldest entries beyond its bound', async () => {
    const cache = new TtlCache<string>({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, 1000, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', 1000, async () => 'reloaded')).toBe('reloaded');
    expect(await cache.getOrLoad('c', 1000, async () => 'reloaded')).toBe('c');
  });
});
