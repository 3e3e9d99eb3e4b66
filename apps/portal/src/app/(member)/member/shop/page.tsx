import { ShopScreen } from '@/features/shop/components/shop-screen';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `/member/shop` (points shop) and `/member/shop?shop=reward` (reward shop). The member layout checks the session. */
export default async function ShopPage({ searchParams }: { searchParams: SearchParams }) {
  const { shop } = await searchParams;
  return <ShopScreen shop={shop === 'reward' ? 'reward' : 'points'} />;
}
