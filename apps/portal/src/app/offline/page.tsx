import { createI18n } from '@/i18n/create-i18n';
import { getPageContext } from '@/server/page-context';

/** The page the service worker shows when the network is unreachable (cached when the worker installs). */
export default async function OfflinePage() {
  const { language, translation } = await getPageContext();
  const i18n = createI18n(language.code, translation ?? {});
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{i18n.t('offline.title')}</h1>
      <p>{i18n.t('offline.description')}</p>
      <a href="/" className="text-link underline underline-offset-4">
        {i18n.t('offline.retry')}
      </a>
    </section>
  );
}
