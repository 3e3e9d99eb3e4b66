import { ShopScreen } from '@/features/shop/components/shop-screen';
import { loadShopItems } from '@/server/ledger-parts';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * `/member/shop` (points shop) and `/member/shop?shop=reward` (reward shop). The member layout checks the session;
 * the shop's items are read here beside it, for the server's HTML (the browser fetches them when that call fails).
 */
export default async function ShopPage({ searchParams }: { searchParams: SearchParams }) {
  const shop = (await searchParams).shop === 'reward' ? 'reward' : 'points';
  return <ShopScreen shop={shop} initialItems={await loadShopItems(shop)} />;
}
