import type { Language } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { usePortalQuery } from '@/store/portal-query';

/** GET /api/locales/languages: the languages the business offers. */
export const LANGUAGES = portalPaths.languages;

export function useGetLanguagesQuery() {
  return usePortalQuery<Language[]>(LANGUAGES, { ownErrorMessage: true });
}
