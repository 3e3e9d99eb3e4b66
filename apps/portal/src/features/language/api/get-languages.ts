import type { Language } from '@loyalty/contract';
import { publicPortalPaths } from '@loyalty/contract/portal-paths/public';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/locales/languages: the languages the business offers. */
export const LANGUAGES = publicPortalPaths.languages;

export function useGetLanguagesQuery() {
  return usePortalQuery<Language[]>(LANGUAGES, { ownErrorMessage: true });
}
