import type { I18n } from '@/i18n/create-i18n';
import { Button } from '@/components/ui/button';

/**
 * The text of the not-found page. No client code of its own: the root not-found.tsx renders it on the server with
 * the page's translator, a client screen (the view frame) with its own.
 */
export function NotFoundMessage({ t }: { t: I18n['t'] }) {
  return (
    <div className="flex flex-col items-start gap-4 py-16">
      <p className="text-sm font-semibold text-link">404</p>
      <h1 className="text-3xl font-bold">{t('page.not.found.title')}</h1>
      <p className="text-muted-foreground">{t('page.not.found.text')}</p>
      <Button asChild>
        <a href="/">{t('page.not.found.home')}</a>
      </Button>
    </div>
  );
}
