import 'server-only';
import { cache } from 'react';
import { createI18n, type I18n } from '@/i18n/create-i18n';
import { getPageContext } from './page-context';

/**
 * The page's translator for server components: the language and texts the page is rendered in, made once per
 * request. Text a server component renders ships no JavaScript; choosing another language reloads the page
 * (language-menu.tsx), so it never goes stale in the browser.
 */
export const getPageTranslator = cache(async (): Promise<I18n['t']> => {
  const { language, translation } = await getPageContext();
  const i18n = createI18n(language.code, translation ?? {});
  return (key, options) => i18n.t(key, options);
});
