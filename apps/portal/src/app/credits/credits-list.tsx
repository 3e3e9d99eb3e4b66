'use client';

import { useTranslation } from '@/i18n/react';

export interface Credit {
  name: string;
  version: string;
  license: string;
  author: string | null;
  homepage: string | null;
}

/** The credits table, translated (the root layout's providers wrap every page). */
export function CreditsList({ credits }: { credits: Credit[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('credits.title')}</h1>
      <p className="text-muted-foreground">{t('credits.description', { count: credits.length })}</p>
      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('credits.package')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('credits.version')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('credits.license')}
              </th>
            </tr>
          </thead>
          <tbody>
            {credits.map((credit) => (
              <tr key={`${credit.name}@${credit.version}`} className="border-b border-border last:border-0">
                <td className="px-3 py-2">
                  {credit.homepage ? (
                    <a
                      href={credit.homepage}
                      className="text-link underline underline-offset-4"
                      rel="noopener noreferrer"
                    >
                      {credit.name}
                    </a>
                  ) : (
                    credit.name
                  )}
                  {credit.author && <span className="block text-muted-foreground">{credit.author}</span>}
                </td>
                <td className="px-3 py-2" dir="ltr">
                  {credit.version}
                </td>
                <td className="px-3 py-2">{credit.license}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
