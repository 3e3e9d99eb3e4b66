import type { LegalLinks } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

/** GET /api/legalLinks: the business's privacy policy, terms and loyalty terms (fetched when the panel opens). */
const getLegalLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLegalLinks: build.query<LegalLinks, void>({ query: () => portalPaths.legalLinks }),
  }),
});

export const { useGetLegalLinksQuery } = getLegalLinksApi;
