'use client';

import { useTranslation } from '@/i18n/react';

/** WCAG 2.4.1: keyboard users can jump over the navigation bar. Visible only when focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-3 focus:text-foreground focus:shadow-lg"
    >
      {t('navbar.skip.to.content')}
    </a>
  );
}
