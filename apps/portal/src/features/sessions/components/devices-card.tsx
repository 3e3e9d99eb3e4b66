'use client';

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { MemberSession, MemberSessions } from '@loyalty/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { formatRelativeTime } from '@/lib/relative-time';
import { useInBrowser } from '@/lib/use-in-browser';
import { useServerAnswer } from '@/store/use-server-answer';
import {
  sessionsApi,
  useGetSessionsQuery,
  useRevokeAllSessionsMutation,
  useRevokeSessionMutation,
} from '../api/sessions-api';

export interface DevicesCardProps {
  /** The devices as the server read them for the page (null: it could not; the card fetches them). */
  initial?: MemberSessions | null;
  /** Ends this browser's session locally (cookie, push registration) and leaves: the app's sign-out. */
  onSignedOutHere: () => void;
}

/**
 * "Your devices" on the profile: where the member is signed in, this device marked; sign one device out
 * (this one signs out here too), or every device at once. A toast confirms each.
 */
export function DevicesCard({ initial, onSignedOutHere }: DevicesCardProps) {
  const { t, i18n } = useTranslation();
  useServerAnswer(
    () =>
      initial &&
      sessionsApi.util.upsertQueryEntries([{ endpointName: 'getSessions', arg: undefined, value: initial }]),
  );
  const { data, isLoading, isError } = useGetSessionsQuery();
  // "Last active 5 minutes ago" depends on the browser's clock: blank on the server and during hydration.
  const inBrowser = useInBrowser();
  const [revokeOne] = useRevokeSessionMutation();
  const [revokeAll, { isLoading: endingAll }] = useRevokeAllSessionsMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const signOut = async (session: MemberSession) => {
    setPending(session.id);
    setFailed(false);
    try {
      await revokeOne(session.id).unwrap();
      showToast({ title: t('devices.signed.out', { device: session.deviceLabel }), variant: 'success' });
      if (session.current) onSignedOutHere();
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  const signOutEverywhere = async () => {
    setFailed(false);
    try {
      await revokeAll().unwrap();
      showToast({ title: t('devices.signed.out.everywhere'), variant: 'success' });
      onSignedOutHere();
    } catch {
      setFailed(true);
    }
  };

  return (
    <section
      aria-labelledby="devices-title"
      aria-busy={isLoading || undefined}
      className="mx-auto mt-6 flex w-full max-w-xl flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
      data-testid="devices-card"
    >
      <div>
        <h2 id="devices-title" className="text-xl font-bold">
          {t('devices.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('devices.intro')}</p>
      </div>
      {(isError || failed) && <Alert variant="error">{t('general.error')}</Alert>}
      {isLoading && (
        <ul className="flex flex-col gap-2">
          {[0, 1].map((n) => (
            <li key={n} className="h-14 animate-pulse rounded-xl bg-foreground/10" />
          ))}
        </ul>
      )}
      {data && (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {data.items.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              data-testid="device"
              data-current={session.current || undefined}
            >
              <div className="flex min-w-0 flex-col">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <bdi>{session.deviceLabel}</bdi>
                  {session.current && (
                    <span className="rounded-full bg-foreground/10 px-2.5 py-0.5 text-xs font-semibold text-foreground">
                      {t('devices.current')}
                    </span>
                  )}
                </span>
                <span className="text-sm text-muted-foreground">
                  {inBrowser
                    ? t('devices.last.seen', { time: formatRelativeTime(session.lastSeenAt, i18n.language) })
                    : '\u00a0'}
                </span>
              </div>
              <Button
                variant="outline"
                disabled={pending !== null}
                aria-label={t('devices.sign.out.label', { device: session.deviceLabel })}
                onClick={() => void signOut(session)}
              >
                {pending === session.id ? t('general.loading') : t('devices.sign.out')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Button
          variant="outline"
          className="self-end"
          disabled={endingAll || pending !== null}
          onClick={() => void signOutEverywhere()}
        >
          {t('devices.sign.out.everywhere')}
        </Button>
      )}
    </section>
  );
}
