import type { Shop, ShopPurchaseRequest, ShopPurchaseResult } from '@loyalty/contract';
import { baseApi } from '@/store/base-api';
import { portalPaths } from '@loyalty/contract/portal-paths';

interface ShopPurchase extends ShopPurchaseRequest {
  shop: Shop;
}

const purchasePaths: Record<Shop, string> = {
  points: portalPaths.pointShopPurchase,
  reward: portalPaths.rewardShopPurchase,
};

/**
 * POST /api/protected/points/submitPointShopPurchase or submitRewardShopPurchase.
 * Afterwards (also after a refusal: the stock or balance may have moved) the balances everywhere (wallet
 * menu, profile), the gifts, the activity lists and the shop's stock are refetched.
 */
const submitShopPurchaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitShopPurchase: build.mutation<ShopPurchaseResult, ShopPurchase>({
      extraOptions: { ownErrorMessage: true },
      query: ({ shop, ...body }) => ({ url: purchasePaths[shop], method: 'POST', body }),
      invalidatesTags: ['MemberDetails', 'Gifts', 'Activity', 'ShopItems', 'PointsSummary'],
    }),
  }),
});

export const { useSubmitShopPurchaseMutation } = submitShopPurchaseApi;
