import type { WalletLinks } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { baseApi } from '@/store/base-api';

/** GET /api/protected/member/walletLinks: the member's Apple and Google wallet links (kept 600 s). */
const getWalletLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWalletLinks: build.query<WalletLinks, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => portalPaths.walletLinks,
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetWalletLinksQuery } = getWalletLinksApi;
