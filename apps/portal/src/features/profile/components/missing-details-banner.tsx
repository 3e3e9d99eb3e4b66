'use client';

import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/react';
import { PROFILE_UPDATE_PATH } from '@loyalty/contract/constants';
import { useGetMemberDetailsQuery } from '@/store/member-api';
import {
  FILL_DETAILS_EXPIRY_KEY,
  needsMissingDetails,
  nextReminder,
  reminderRunning,
} from '../missing-details';
import { useAppPathname } from '@/lib/app-location';
import { useRootHeight } from '@/lib/root-length';

/** Fired in this tab when the banner is dismissed (the storage event only reaches other tabs). */
const DISMISSED_EVENT = 'fill-details-dismissed';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(DISMISSED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(DISMISSED_EVENT, onChange);
  };
}

const dismissedNow = () => reminderRunning(readExpiry(), Date.now());
// On the server (and the hydrating first paint) the banner is hidden: local storage is browser-only.
const dismissedOnServer = () => true;

function readExpiry(): string | null {
  try {
    return window.localStorage.getItem(FILL_DETAILS_EXPIRY_KEY);
  } catch {
    return null;
  }
}

/**
 * The bottom banner asking the member to complete missing mandatory details.
 * Hidden on the profile-update page itself; dismissing it hides it for 24 hours (local storage).
 */
export function MissingDetailsBanner() {
  const { t } = useTranslation();
  const pathname = useAppPathname();
  const onUpdatePage = pathname?.startsWith(PROFILE_UPDATE_PATH) ?? false;
  const { data } = useGetMemberDetailsQuery(undefined, { skip: onUpdatePage });
  const dismissed = useSyncExternalStore(subscribe, dismissedNow, dismissedOnServer);
  const shown = !onUpdatePage && !dismissed && needsMissingDetails(data);
  const banner = useRef<HTMLElement>(null);

  // Floating controls (the accessibility button) keep clear of the banner: its height for globals.css.
  useRootHeight(banner, '--bottom-banner-height', shown);

  if (!shown) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(FILL_DETAILS_EXPIRY_KEY, nextReminder(Date.now()));
    } catch {
      // Storage unavailable: nothing to remember the dismissal by.
    }
    window.dispatchEvent(new Event(DISMISSED_EVENT));
  };

  return (
    <aside
      ref={banner}
      aria-label={t('profile.missing.details.label')}
      data-testid="missing-details-banner"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.1)]"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <p className="flex-1 text-sm">
          {t('profile.missing.details.text')}{' '}
          <a href={PROFILE_UPDATE_PATH} className="font-semibold text-link underline underline-offset-4">
            {t('profile.missing.details.link')}
          </a>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('general.close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-foreground/10"
        >
          <span aria-hidden="true">{'\u2715'}</span>
        </button>
      </div>
    </aside>
  );
}
