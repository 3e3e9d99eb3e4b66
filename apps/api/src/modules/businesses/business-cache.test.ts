import { describe, expect, it } from 'vitest';
import { BusinessCache, forgetAllBusinesses, forgetBusiness } from './business-cache';

function counter() {
  let now = 0;
  const loads: string[] = [];
  const cache = new BusinessCache<{ name: string }>(10_000, () => now);
  const load = (id: string, found = true) => {
    loads.push(id);
    return Promise.resolve(found ? { name: `${id} v${loads.length}` } : undefined);
  };
  return {
    cache,
    loads,
    load,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('BusinessCache', () => {
  it('reads a business once per time to live, per database', async () => {
    const { cache, loads, load, advance } = counter();
    const db = {};
    expect(await cache.get(db, 'cache-a', () => load('cache-a'))).toEqual({ name: 'cache-a v1' });
    advance(9_999);
    expect(await cache.get(db, 'cache-a', () => load('cache-a'))).toEqual({ name: 'cache-a v1' });
    // Another database (another app in the same process) has its own entries.
    expect(await cache.get({}, 'cache-a', () => load('cache-a'))).toEqual({ name: 'cache-a v2' });
    advance(1);
    expect(await cache.get(db, 'cache-a', () => load('cache-a'))).toEqual({ name: 'cache-a v3' });
    expect(loads).toHaveLength(3);
  });

  it('reads again at once after forgetBusiness', async () => {
    const { cache, load } = counter();
    const db = {};
    const other = {};
    await cache.get(db, 'cache-b', () => load('cache-b'));
    await cache.get(other, 'cache-b', () => load('cache-b'));
    forgetBusiness(db, 'cache-b');
    expect(await cache.get(db, 'cache-b', () => load('cache-b'))).toEqual({ name: 'cache-b v3' });
    expect(await cache.get(db, 'cache-b', () => load('cache-b'))).toEqual({ name: 'cache-b v3' });
    // Another database's entries hear of a change only from their own instance (its notification listener).
    expect(await cache.get(other, 'cache-b', () => load('cache-b'))).toEqual({ name: 'cache-b v2' });
  });

  it('reads every business again after forgetAllBusinesses', async () => {
    const { cache, load } = counter();
    const db = {};
    await cache.get(db, 'cache-g', () => load('cache-g'));
    await cache.get(db, 'cache-h', () => load('cache-h'));
    forgetAllBusinesses(db);
    expect(await cache.get(db, 'cache-g', () => load('cache-g'))).toEqual({ name: 'cache-g v3' });
    expect(await cache.get(db, 'cache-h', () => load('cache-h'))).toEqual({ name: 'cache-h v4' });
  });

  it('does not keep a read that began before a change', async () => {
    const { cache } = counter();
    const db = {};
    let finish: (value: { name: string }) => void = () => undefined;
    const slow = cache.get(db, 'cache-c', () => new Promise((resolve) => (finish = resolve)));
    forgetBusiness(db, 'cache-c');
    finish({ name: 'before the change' });
    expect(await slow).toEqual({ name: 'before the change' });
    expect(await cache.get(db, 'cache-c', () => Promise.resolve({ name: 'after' }))).toEqual({
      name: 'after',
    });
  });

  it('shares one read between concurrent callers', async () => {
    const { cache, loads, load } = counter();
    const db = {};
    const [a, b] = await Promise.all([
      cache.get(db, 'cache-d', () => load('cache-d')),
      cache.get(db, 'cache-d', () => load('cache-d')),
    ]);
    expect(a).toBe(b);
    expect(loads).toEqual(['cache-d']);
  });

  it('keeps neither unknown businesses nor failed reads', async () => {
    const { cache, loads, load } = counter();
    const db = {};
    expect(await cache.get(db, 'cache-e', () => load('cache-e', false))).toBeUndefined();
    expect(await cache.get(db, 'cache-e', () => load('cache-e'))).toEqual({ name: 'cache-e v2' });
    const failing = cache.get(db, 'cache-f', () => Promise.reject(new Error('connection lost')));
    await expect(failing).rejects.toThrow('connection lost');
    expect(await cache.get(db, 'cache-f', () => load('cache-f'))).toEqual({ name: 'cache-f v3' });
    expect(loads).toEqual(['cache-e', 'cache-e', 'cache-f']);
  });
});
