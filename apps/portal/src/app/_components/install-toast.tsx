'use client';

import {
  INSTALL_PROMPT_DELAY_MS,
  INSTALL_PROMPT_INTERVAL_DAYS,
  pushStorageKeys,
} from '@loyalty/contract/constants';
import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/toast-store';
import { useConfiguration } from '@/features/configuration/hooks/use-configuration';
import { onPushPromptSettled, pushPromptSettled } from '@/features/push';
import { useTranslation } from '@/i18n/react';
import { chromeVisibility } from '@/lib/chrome-visibility';
import { consentDecided, onConsentChange } from '@/lib/consent';
import { useSession } from '@/lib/member-session';
import { installPromptCaptured, onInstallPromptChange, promptInstall } from './install-prompt';
import { useAppPathname } from '@/lib/app-location';

const DAY_MS = 86_400_000;

/** Already installed and opened from the home screen or dock: nothing to offer. */
function standalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Which way this browser installs: Chromium's prompt, Apple's own menus (instructions), or not at all. */
export function installKind(userAgent: string): 'prompt' | 'ios' | 'mac' | 'none' {
  const ua = userAgent.toLowerCase();
  // Firefox on the desktop cannot install sites; on Android it can (through the browser menu or the prompt).
  if (ua.includes('firefox') && !ua.includes('android')) return 'none';
  const safari = ua.includes('safari') && !/chrome|crios|fxios|edg|android/.test(ua);
  if (/iphone|ipad|ipod/.test(ua) && ua.includes('safari')) return 'ios';
  if (ua.includes('macintosh') && safari) return 'mac';
  return 'prompt';
}

/** Asked within the last 30 days (`lastAskedToDownload`, an ISO date)? */
export function askedRecently(lastAsked: string | null, now: number): boolean {
  const when = lastAsked ? Date.parse(lastAsked) : NaN;
  return Number.isFinite(when) && now - when < INSTALL_PROMPT_INTERVAL_DAYS * DAY_MS;
}

/**
 * The install toast: offers "Add to home screen" at most every 30 days, never when already installed, on
 * Firefox desktop, before the cookie banner is answered, or on pages without the navigation. A member first
 * finishes with the push toast, then 15 s pass. Apple's browsers get the instructions instead (15 s).
 */
export default function InstallToast() {
  const { t: translate } = useTranslation();
  const { businessName } = useConfiguration();
  const { status } = useSession();
  const pathname = useAppPathname();
  const texts = useRef({ translate, businessName });
  useEffect(() => {
    texts.current = { translate, businessName };
  }, [translate, businessName]);
  const member = status === 'authenticated';
  const eligiblePage = chromeVisibility(pathname).navBar;

  useEffect(() => {
    if (!eligiblePage) return;
    const kind = installKind(navigator.userAgent);
    if (kind === 'none' || standalone()) return;
    if (askedRecently(localStorage.getItem(pushStorageKeys.lastAskedToDownload), Date.now())) return;

    const cleanups: (() => void)[] = [];
    let timer: number | undefined;
    let shown = false;
    const t = (key: string) => texts.current.translate(key, { business: texts.current.businessName });

    const show = () => {
      if (shown || standalone()) return;
      if (kind === 'prompt' && !installPromptCaptured()) return;
      shown = true;
      localStorage.setItem(pushStorageKeys.lastAskedToDownload, new Date().toISOString());
      if (kind === 'prompt') {
        showToast({
          title: t('install.toast.title'),
          description: t('install.toast.description'),
          durationMs: INSTALL_PROMPT_DELAY_MS,
          actions: [
            { label: t('install.toast.install'), primary: true, onSelect: () => void promptInstall() },
            { label: t('install.toast.dismiss'), onSelect: () => undefined },
          ],
        });
      } else {
        showToast({
          title: t('install.ios.title'),
          description: t(kind === 'ios' ? 'install.ios.description' : 'install.mac.description'),
          durationMs: INSTALL_PROMPT_DELAY_MS,
        });
      }
    };

    const ready = () => {
      // The prompt may come later than the delay: then the toast shows when it comes.
      cleanups.push(onInstallPromptChange(show));
      show();
    };
    const afterPush = () => {
      timer = window.setTimeout(ready, member ? INSTALL_PROMPT_DELAY_MS : 0);
    };
    const start = () => {
      if (!member || pushPromptSettled()) afterPush();
      else cleanups.push(onPushPromptSettled(afterPush));
    };
    if (consentDecided()) start();
    else {
      const stop = onConsentChange(() => {
        stop();
        start();
      });
      cleanups.push(stop);
    }
    return () => {
      window.clearTimeout(timer);
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [member, eligiblePage]);

  return null;
}
