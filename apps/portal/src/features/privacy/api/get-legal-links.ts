import type { LegalLinks } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';

/** GET /api/legalLinks: the business's privacy policy, terms and loyalty terms (fetched when the panel opens). */
export const getLegalLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLegalLinks: build.query<LegalLinks, void>({ query: () => '/legalLinks' }),
  }),
});

export const { useGetLegalLinksQuery } = getLegalLinksApi;
