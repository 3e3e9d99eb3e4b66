import type { MemberBalance, Shop, ShopPurchaseRequest, ShopPurchaseResult } from '@loyalty/contract';
import { portalPaths } from '@loyalty/contract/portal-paths';
import { getGiftsApi } from '@/features/gift';
import { baseApi } from '@/store/base-api';
import { memberApi } from '@/store/member-api';
import { getShopItemsApi } from './get-shop-items';

interface ShopPurchase extends ShopPurchaseRequest {
  shop: Shop;
}

const purchasePaths: Record<Shop, string> = {
  points: portalPaths.pointShopPurchase,
  reward: portalPaths.rewardShopPurchase,
};

/**
 * The balance with its amount changed, in the field of the business's balance type: the field that held the
 * amount before. Undefined when that field cannot be told (both were 0 and the amount is not).
 */
function withAmount(current: MemberBalance, amount: number): MemberBalance | undefined {
  const { monetary, nonMonetary } = current.balance;
  if (monetary + nonMonetary === amount) return current;
  if (nonMonetary !== 0) return { balance: { monetary: 0, nonMonetary: amount } };
  if (monetary !== 0) return { balance: { monetary: amount, nonMonetary: 0 } };
  return undefined;
}

/**
 * POST /api/protected/points/submitPointShopPurchase or submitRewardShopPurchase.
 * The answer carries the balances after the purchase, the gift and the stock left: the balances everywhere
 * (wallet menu, profile), the gift list and the shop's stock are updated from it without a request. The points
 * summary and the activity lists (what the purchase adds to them is not in the answer) are marked stale and read
 * again only where they are shown. After a refusal (the stock or balance may have moved) the balances and the
 * stock are read again.
 */
const submitShopPurchaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitShopPurchase: build.mutation<ShopPurchaseResult, ShopPurchase>({
      extraOptions: { ownErrorMessage: true },
      query: ({ shop, ...body }) => ({ url: purchasePaths[shop], method: 'POST', body }),
      invalidatesTags: (result) =>
        result ? ['Activity', 'PointsSummary'] : ['MemberDetails', 'ShopItems', 'PointsSummary'],
      async onQueryStarted({ shop, itemId }, { dispatch, queryFulfilled }) {
        let result: ShopPurchaseResult;
        try {
          ({ data: result } = await queryFulfilled);
        } catch {
          return;
        }
        let balancesKnown = true;
        dispatch(
          memberApi.util.updateQueryData('getMemberDetails', undefined, (details) => {
            const credit = withAmount(details.member.creditBalance, result.balances.credit);
            const points = withAmount(details.member.pointsBalance, result.balances.point);
            if (!credit || !points) {
              balancesKnown = false;
              return;
            }
            details.member.creditBalance = credit;
            details.member.pointsBalance = points;
          }),
        );
        if (!balancesKnown) dispatch(baseApi.util.invalidateTags(['MemberDetails']));
        dispatch(
          getShopItemsApi.util.updateQueryData('getShopItems', shop, (items) => {
            const item = items.items.find((candidate) => candidate.id === itemId);
            if (item) item.stock = result.stock;
          }),
        );
        if (!result.replayed) {
          dispatch(
            getGiftsApi.util.updateQueryData('getGifts', undefined, (gifts) => {
              if (!gifts.gifts.some((gift) => gift.id === result.gift.id)) gifts.gifts.unshift(result.gift);
            }),
          );
        }
      },
    }),
  }),
});

export const { useSubmitShopPurchaseMutation } = submitShopPurchaseApi;
