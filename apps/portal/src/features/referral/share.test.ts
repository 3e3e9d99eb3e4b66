import { describe, expect, it, vi } from 'vitest';
import { canShareLink, shareLink } from './share';

const data = { title: 'Join me', url: 'https://portal.example/auth/signin?ref=ABC' };

describe('canShareLink', () => {
  it('needs navigator.share, and canShare to agree when present', () => {
    expect(canShareLink(undefined, data)).toBe(false);
    expect(canShareLink({}, data)).toBe(false);
    expect(canShareLink({ share: vi.fn() }, data)).toBe(true);
    expect(canShareLink({ share: vi.fn(), canShare: () => false }, data)).toBe(false);
  });
});

describe('shareLink', () => {
  it('shares, tells a dismissed sheet from a failure', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink({ share }, data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    const abort = Object.assign(new Error('dismissed'), { name: 'AbortError' });
    expect(await shareLink({ share: vi.fn().mockRejectedValue(abort) }, data)).toBe('cancelled');
    expect(await shareLink({ share: vi.fn().mockRejectedValue(new Error('x')) }, data)).toBe('failed');
  });
});
