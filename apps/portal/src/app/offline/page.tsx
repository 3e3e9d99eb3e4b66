import { getPageTranslator } from '@/server/page-translator';

/** The page the service worker shows when the network is unreachable (cached when the worker installs). */
export default async function OfflinePage() {
  const t = await getPageTranslator();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('offline.title')}</h1>
      <p>{t('offline.description')}</p>
      <a href="/" className="text-link underline underline-offset-4">
        {t('offline.retry')}
      </a>
    </section>
  );
}
