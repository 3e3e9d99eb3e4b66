'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { useGetNavigationItemsQuery } from '@/features/navigation/api/get-navigation-items';
import { findViewItem } from '@/features/navigation/navigation-items';
import { NotFoundMessage } from '../../_components/not-found-message';

/**
 * Finds the menu entry and frames its address. An entry that is a portal page of its own (not embedded,
 * such as /member/rewards after a guest signed in for it) opens that page instead of framing the portal
 * inside itself.
 */
export function ViewFrame({ idTransformed }: { idTransformed: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { data, isLoading } = useGetNavigationItemsQuery();
  const found = data ? findViewItem(data, idTransformed) : null;
  const ownPage = found && !found.item.embedInIframe && found.url.startsWith('/') ? found.url : null;

  useEffect(() => {
    if (ownPage) router.replace(ownPage);
  }, [ownPage, router]);

  if (isLoading || ownPage) {
    return (
      <div
        aria-busy="true"
        className="h-[calc(100dvh-10rem)] w-full animate-pulse rounded-2xl bg-foreground/10"
      >
        <span className="sr-only">{t('general.loading')}</span>
      </div>
    );
  }
  // A failed menu load is an empty list, so this is "not found" too.
  if (!found) return <NotFoundMessage t={t} />;

  return (
    <section aria-labelledby="view-title" className="flex flex-col gap-4">
      <h1 id="view-title" className="text-2xl font-bold">
        {found.item.name}
      </h1>
      <iframe
        src={found.url}
        title={found.item.name}
        data-testid="view-frame"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        className="h-[calc(100dvh-13rem)] min-h-96 w-full rounded-2xl border border-border bg-white"
      />
    </section>
  );
}
