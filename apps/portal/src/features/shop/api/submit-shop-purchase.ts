import type { BalanceType, Shop, ShopPurchaseRequest, ShopPurchaseResult } from '@loyalty/contract';
import { splitBalance } from '@loyalty/contract/balance';
import { baseApi } from '@/store/base-api';
import { memberApi } from '@/store/member-api';
import { getShopItemsApi } from './get-shop-items';
import { memberPortalPaths } from '@loyalty/contract/portal-paths/member';

interface ShopPurchase extends ShopPurchaseRequest {
  shop: Shop;
  /** How the business shows each balance (its configuration): the cached member details are updated in kind. */
  balanceTypes: { credit: BalanceType; point: BalanceType };
}

const purchasePaths: Record<Shop, string> = {
  points: memberPortalPaths.pointShopPurchase,
  reward: memberPortalPaths.rewardShopPurchase,
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
      query: ({ shop, balanceTypes: _balanceTypes, ...body }) => ({
        url: purchasePaths[shop],
        method: 'POST',
        body,
      }),
      invalidatesTags: (result) =>
        result ? ['Gifts', 'Activity', 'PointsSummary'] : ['MemberDetails', 'ShopItems', 'PointsSummary'],
      async onQueryStarted({ shop, balanceTypes }, { dispatch, queryFulfilled }) {
        let result: ShopPurchaseResult;
        try {
          ({ data: result } = await queryFulfilled);
        } catch {
          return;
        }
        dispatch(
          memberApi.util.updateQueryData('getMemberDetails', undefined, (details) => {
            details.member.creditBalance = splitBalance(result.balances.credit, balanceTypes.credit);
            details.member.pointsBalance = splitBalance(result.balances.point, balanceTypes.point);
          }),
        );
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
