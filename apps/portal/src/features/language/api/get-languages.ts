import type { Language } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** GET /api/locales/languages: the languages the business offers. */
export const getLanguagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLanguages: build.query<Language[], void>({
      extraOptions: { ownErrorMessage: true },
      query: () => portalPaths.languages,
    }),
  }),
});

export const { useGetLanguagesQuery } = getLanguagesApi;
