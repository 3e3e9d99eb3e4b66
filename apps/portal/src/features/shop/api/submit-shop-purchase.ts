import type { Shop, ShopPurchaseRequest, ShopPurchaseResult } from '@loyalty/contract';
import { splitBalance } from '@loyalty/contract/balance';
import { baseApi } from '@/store/base-api';
import type { RootState } from '@/store/store';
import { memberApi } from '@/store/member-api';
import { getShopItemsApi } from './get-shop-items';
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
 * The answer carries what changed: the balances (wallet menu, profile) and the item's stock are written into the
 * cached answers instead of being fetched again; the gifts, the activity lists and the points summary (not in the
 * answer) are invalidated, which refetches only those a screen shows. After a refusal the stock or the balance may
 * have moved under the member, so then the balances and the shop are fetched again.
 */
const submitShopPurchaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitShopPurchase: build.mutation<ShopPurchaseResult, ShopPurchase>({
      extraOptions: { ownErrorMessage: true },
      query: ({ shop, ...body }) => ({ url: purchasePaths[shop], method: 'POST', body }),
      invalidatesTags: (result) =>
        result ? ['Gifts', 'Activity', 'PointsSummary'] : ['MemberDetails', 'ShopItems', 'PointsSummary'],
      async onQueryStarted({ shop }, { dispatch, getState, queryFulfilled }) {
        let result: ShopPurchaseResult;
        try {
          ({ data: result } = await queryFulfilled);
        } catch {
          return;
        }
        const configuration = (getState() as RootState).configurations.configuration;
        if (configuration) {
          dispatch(
            memberApi.util.updateQueryData('getMemberDetails', undefined, (details) => {
              details.member.creditBalance = splitBalance(
                result.balances.credit,
                configuration.creditsBalanceType,
              );
              details.member.pointsBalance = splitBalance(
                result.balances.point,
                configuration.pointsBalanceType,
              );
            }),
          );
        } else {
          dispatch(baseApi.util.invalidateTags(['MemberDetails']));
        }
        dispatch(
          getShopItemsApi.util.updateQueryData('getShopItems', shop, (shopItems) => {
            const item = shopItems.items.find((candidate) => candidate.id === result.item.id);
            if (item) item.stock = result.item.stock;
          }),
        );
      },
    }),
  }),
});

export const { useSubmitShopPurchaseMutation } = submitShopPurchaseApi;
