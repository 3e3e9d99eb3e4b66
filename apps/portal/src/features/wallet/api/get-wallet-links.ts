import type { WalletLinks } from '@loyalty/contract';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';
import { baseApi } from '@/store/base-api';

/** GET /api/protected/member/walletLinks: the member's Apple and Google wallet links (kept 600 s). */
const getWalletLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWalletLinks: build.query<WalletLinks, void>({
      extraOptions: { ownErrorMessage: true },
      query: () => memberPortalPaths.walletLinks,
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetWalletLinksQuery } = getWalletLinksApi;
