'use client';

import {
  PUSH_INBOX_PATH,
  PUSH_TOAST_DELAY_MS,
  PUSH_TOAST_DURATION_MS,
  pushStorageKeys,
} from '@loyalty/contract/constants';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/toast-store';
import { useTranslation } from '@/i18n/react';
import { consentDecided, onConsentChange } from '@/lib/consent';
import { pushSupported, registerServiceWorker, syncPushToken } from '../push-client';
import { settlePushPrompt } from '../push-progress';
import { flagSet, setFlag } from '../push-storage';

interface PushMessage {
  notification: { title: string; body?: string };
  data?: { link?: string };
}

function isPushMessage(data: unknown): data is { type: 'loyalty:push'; message: PushMessage } {
  const candidate = data as { type?: unknown; message?: PushMessage } | null;
  return candidate?.type === 'loyalty:push' && typeof candidate.message?.notification?.title === 'string';
}

/** Registration failures are only logged: the portal works the same without push. */
const logFailure = (error: unknown) => console.warn('web push:', error);

/**
 * Web push for a signed-in member: registers the service worker, keeps the device's subscription registered
 * while permission is granted, asks with a toast while it is `default` (once the member has answered the cookie
 * banner, and after a delay), and shows pushes that arrive while the portal is in front as a toast.
 */
export function PushHost() {
  const { t: translate } = useTranslation();
  const router = useRouter();
  // The effect runs once per mount; the texts and the router it uses are read when needed.
  const latest = useRef({ t: translate, router });
  useEffect(() => {
    latest.current = { t: translate, router };
  }, [translate, router]);

  useEffect(() => {
    const t = (key: string) => latest.current.t(key);
    if (!pushSupported()) {
      settlePushPrompt();
      return;
    }
    let cancelled = false;
    let timer: number | undefined;
    let stopConsent: (() => void) | undefined;
    const registration = registerServiceWorker().then(() => navigator.serviceWorker.ready);

    const sync = () =>
      registration.then((ready) => (cancelled ? false : syncPushToken(ready))).catch(logFailure);

    const ask = () => {
      showToast({
        title: t('push.toast.title'),
        description: t('push.toast.description'),
        durationMs: PUSH_TOAST_DURATION_MS,
        onClose: settlePushPrompt,
        actions: [
          {
            label: t('push.toast.allow'),
            primary: true,
            onSelect: () => {
              setFlag(pushStorageKeys.permissionToastDone);
              void Notification.requestPermission().then((permission) => {
                if (permission === 'granted') void sync();
                else if (permission === 'denied') {
                  console.warn('The notification permission was not granted and blocked instead.');
                }
              });
            },
          },
          {
            label: t('push.toast.decline'),
            onSelect: () => {
              setFlag(pushStorageKeys.userGesturePromptRejected);
              setFlag(pushStorageKeys.permissionToastDone);
            },
          },
        ],
      });
    };

    const start = () => {
      const permission = Notification.permission;
      if (permission === 'granted') {
        settlePushPrompt();
        void sync();
        return;
      }
      // Denied is final (only the browser's settings change it); a member who declined is not asked again.
      if (
        permission === 'denied' ||
        flagSet(pushStorageKeys.userGesturePromptRejected) ||
        flagSet(pushStorageKeys.permissionToastDone)
      ) {
        settlePushPrompt();
        return;
      }
      if (!consentDecided()) {
        stopConsent ??= onConsentChange(() => {
          stopConsent?.();
          stopConsent = undefined;
          start();
        });
        return;
      }
      timer = window.setTimeout(ask, PUSH_TOAST_DELAY_MS);
    };
    start();

    const onMessage = (event: MessageEvent) => {
      if (!isPushMessage(event.data)) return;
      const { notification } = event.data.message;
      showToast({
        title: notification.title,
        description: notification.body,
        durationMs: PUSH_TOAST_DURATION_MS,
        actions: [
          {
            label: t('push.message.open'),
            primary: true,
            onSelect: () => latest.current.router.push(PUSH_INBOX_PATH),
          },
        ],
      });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);

    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stopConsent?.();
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, []);

  return null;
}
