import type { I18n } from '@/i18n/create-i18n';

/**
 * A landing page visitors cannot use: unknown, paused, ended or not yet begun, each with its own words. Rendered on
 * the server with the page's translator: it ships no JavaScript.
 */
export function LandingUnavailable({ messageKey, t }: { messageKey: string; t: I18n['t'] }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-2xl border border-border bg-surface p-8 text-center">
      <h1 className="text-2xl font-bold">{t(`${messageKey}.title`)}</h1>
      <p>{t(messageKey)}</p>
      <a href="/" className="font-semibold text-primary underline underline-offset-4">
        {t('landing.home')}
      </a>
    </div>
  );
}
