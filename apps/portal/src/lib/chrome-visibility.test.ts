import { describe, expect, it } from 'vitest';
import { chromeVisibility } from './chrome-visibility';

describe('chromeVisibility', () => {
  it('shows everything on an ordinary page', () => {
    expect(chromeVisibility('/member/profile')).toEqual({
      navBar: true,
      drawerButton: true,
      cookieBanner: true,
    });
  });

  it.each([
    '/lp/summer',
    '/member/update-user-profile?lang=en',
    '/purchasescanner',
    '/x?hideNavBar',
    '/x?hideDrawerSideBar=1',
  ])('hides all chrome and the cookie banner on %s', (location) => {
    expect(chromeVisibility(location)).toEqual({ navBar: false, drawerButton: false, cookieBanner: false });
  });

  it('hides the navigation bar for onboardingflow=register, hidenavbar=true and /lp/glp', () => {
    expect(chromeVisibility('/?onboardingflow=register').navBar).toBe(false);
    expect(chromeVisibility('/?onboardingflow=login').navBar).toBe(true);
    expect(chromeVisibility('/?hidenavbar=true').navBar).toBe(false);
    expect(chromeVisibility('/?hidenavbar=false').navBar).toBe(true);
    expect(chromeVisibility('/lp/glp/1').navBar).toBe(false);
  });

  it('hides only the drawer button for hidedrawersidebar=true', () => {
    expect(chromeVisibility('/?hidedrawersidebar=true')).toEqual({
      navBar: true,
      drawerButton: false,
      cookieBanner: true,
    });
  });

  it('suppresses the cookie banner for a temporary token (any case) and onboarding', () => {
    expect(chromeVisibility('/?TemporaryToken=abc').cookieBanner).toBe(false);
    expect(chromeVisibility('/?onboardingflow=register').cookieBanner).toBe(false);
    expect(chromeVisibility('/?temporarytoken=abc').navBar).toBe(true);
  });
});
