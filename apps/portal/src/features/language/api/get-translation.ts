import type { Translation } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/locales/{locale}/translation: one locale's texts, merged over the en_US fallback. */
export const getTranslationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTranslation: build.query<Translation, string>({
      query: (locale) => `/locales/${encodeURIComponent(locale)}/translation`,
    }),
  }),
});

export const { useGetTranslationQuery } = getTranslationApi;
