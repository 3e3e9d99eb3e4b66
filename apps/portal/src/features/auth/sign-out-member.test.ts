// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const signOut = vi.fn(async () => undefined);
vi.mock('./session-client', () => ({ signOut }));
const { signOutMember, MEMBER_PUSH_DATA_KEY } = await import('./sign-out-member');

function fakeLocation(search: string) {
  return { search, assign: vi.fn() } as unknown as Location & { assign: ReturnType<typeof vi.fn> };
}

describe('signOutMember', () => {
  beforeEach(() => {
    signOut.mockClear();
    localStorage.setItem(MEMBER_PUSH_DATA_KEY, '{"deviceId":"d","token":"t"}');
    localStorage.setItem('theme', 'dark');
  });

  it('removes memberPushData, signs out without redirect, then goes to sign-in', async () => {
    const location = fakeLocation('?x=1');
    await signOutMember(location);
    expect(localStorage.getItem(MEMBER_PUSH_DATA_KEY)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(signOut).toHaveBeenCalledOnce();
    expect(location.assign).toHaveBeenCalledWith('/auth/signin');
  });

  it('goes home after a temporary-token visit', async () => {
    const withToken = fakeLocation('?TemporaryToken=abc');
    await signOutMember(withToken);
    expect(withToken.assign).toHaveBeenCalledWith('/');
    const afterRemoval = fakeLocation('?tempTokenLogout=true');
    await signOutMember(afterRemoval);
    expect(afterRemoval.assign).toHaveBeenCalledWith('/');
  });
});
