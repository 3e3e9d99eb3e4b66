import type { Translations } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/locales/translations: every offered locale's texts. */
export const getTranslationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTranslations: build.query<Translations, void>({ query: () => '/locales/translations' }),
  }),
});

export const { useGetTranslationsQuery } = getTranslationsApi;
