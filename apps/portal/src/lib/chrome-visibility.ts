/**
 * Which parts of the page chrome show on a page. `location` is the path
 * with its query string, as the rules test both ("the path contains hidenavbar=true").
 */
export interface ChromeVisibility {
  navBar: boolean;
  drawerButton: boolean;
  cookieBanner: boolean;
}

const CHROMELESS_PARTS = [
  '/lp',
  '/member/update-user-profile',
  '/purchasescanner',
  'hideNavBar',
  'hideDrawerSideBar',
];

export function chromeVisibility(location: string): ChromeVisibility {
  const queryStart = location.indexOf('?');
  const query = new URLSearchParams(queryStart >= 0 ? location.slice(queryStart + 1) : '');
  const onboarding = query.get('onboardingflow') === 'register';
  const chromeless = CHROMELESS_PARTS.some((part) => location.includes(part));
  const hasTemporaryToken = [...query.keys()].some((key) => key.toLowerCase() === 'temporarytoken');

  return {
    navBar:
      !chromeless && !onboarding && !location.includes('hidenavbar=true') && !location.includes('/lp/glp'),
    drawerButton: !chromeless && !location.includes('hidedrawersidebar=true'),
    cookieBanner:
      !chromeless &&
      !location.includes('purchasescanner') &&
      !location.includes('lp/glp') &&
      !hasTemporaryToken &&
      !onboarding,
  };
}
