'use client';

import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useTranslation } from '@/i18n/react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { CookieConsent } from '@/features/cookie-consent/components/cookie-consent';
import { AccessibilityHost } from './accessibility-host';
import { useShellState } from '@/store/shell-store';

// Its own chunk: it only waits and decides, and most visits show nothing.
const InstallToast = lazy(() => import('./install-toast'));
// The privacy panel and what it does (data export, account deletion) load the first time it is opened.
const LegalPanelHost = lazy(() => import('./legal-panel-host'));

/**
 * App-wide privacy and accessibility chrome: the toaster, the cookie banner, the legal panel, the widget.
 * `consentDecided`: whether the request carried a cookie-consent choice (the server renders the banner if not).
 */
export function PrivacyChrome({ consentDecided }: { consentDecided: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <LazyToaster
        closeLabel={t('general.close')}
        toastLabel={t('toast.label')}
        regionLabel={t('toast.region')}
      />
      {/* No Suspense boundary of its own: React streams a finished boundary found past the first 12.8 KB of a
          page out of line and reveals it up to a few hundred ms later, and the banner is often a first visit's
          largest paint (every page is rendered per request, so useSearchParams does not suspend). */}
      <CookieConsent decidedAtRequest={consentDecided} />
      <LegalPanelSlot />
      <AccessibilityHost />
      <Suspense fallback={null}>
        <InstallToast />
      </Suspense>
    </>
  );
}

/** Mounts the privacy panel once it has been opened (from the drawer), and keeps it. */
function LegalPanelSlot() {
  const open = useShellState((state) => state.chrome.legalPanelOpen);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <LegalPanelHost />
    </Suspense>
  );
}
