import type { Language } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/locales/languages: the languages the business offers. */
export const getLanguagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLanguages: build.query<Language[], void>({ query: () => '/locales/languages' }),
  }),
});

export const { useGetLanguagesQuery } = getLanguagesApi;
