'use client';

import Link from 'next/link';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';

/** The text of the not-found page, translated (the root layout's providers wrap not-found.tsx). */
export function NotFoundMessage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-4 py-16">
      <p className="text-sm font-semibold text-link">404</p>
      <h1 className="text-3xl font-bold">{t('page.not.found.title')}</h1>
      <p className="text-muted-foreground">{t('page.not.found.text')}</p>
      <Button asChild>
        <Link href="/">{t('page.not.found.home')}</Link>
      </Button>
    </div>
  );
}
