import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from './logger';
import { LoyaltyApiError } from './loyalty-client';

const caller = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./auth/member-session', () => ({ pageMemberCaller: async () => caller.current }));
vi.mock('./page-context', () => ({ getPageContext: async () => ({ language: { code: 'he' } }) }));

const { loadPageParts, loadPagePart } = await import('./page-parts');

const warn = vi.fn();
const log = { warn, info: vi.fn(), error: vi.fn(), child: () => log } as unknown as Logger;
const none = { a: null, b: null, c: null };

beforeEach(() => {
  warn.mockReset();
  caller.current = { token: {}, api: {}, log };
});

describe('loadPageParts', () => {
  it('answers none without a session of this business, asking for nothing', async () => {
    caller.current = null;
    const load = vi.fn();
    expect(await loadPageParts('page', none, load)).toBe(none);
    expect(load).not.toHaveBeenCalled();
  });

  it('gives each part on its own: a failed call is null and logged, a refused session null and not logged', async () => {
    const parts = await loadPageParts<{ a: string; b: string; c: string }>(
      'page',
      none,
      async ({ part, language }) => ({
        a: await part('a', async () => `in ${language}`),
        b: await part('b', async () => {
          throw new Error('the API is down');
        }),
        c: await part('c', async () => {
          throw new LoyaltyApiError(401, 'session ended', 'unauthorized');
        }),
      }),
    );
    expect(parts).toEqual({ a: 'in he', b: null, c: null });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ part: 'b' });
  });

  it('answers none when the loader itself throws', async () => {
    const parts = await loadPageParts('page', none, async () => {
      throw new Error('broken');
    });
    expect(parts).toBe(none);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('loadPagePart', () => {
  it("answers the one part's value, or null when its call fails", async () => {
    expect(await loadPagePart('page', async () => 42)).toBe(42);
    expect(
      await loadPagePart('page', async () => {
        throw new Error('the API is down');
      }),
    ).toBeNull();
  });
});
