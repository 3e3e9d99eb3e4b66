// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopItem, ShopPurchaseResult } from '@loyalty/contract';
import { memberApi } from '@/store/member-api';
import { memberDetailsFixture } from '@/test-utils/member-details';
import { stubRelativeRequests } from '@/test-utils/relative-requests';
import { renderWithProviders } from '@/test-utils/render-with-providers';
import { getShopItemsApi } from '../api/get-shop-items';
import { PurchaseDialog } from './purchase-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const texts = {
  'shop.confirm.title': 'Confirm your purchase',
  'shop.confirm.text': 'Buy {{name}} for {{price}}?',
  'shop.confirm.button': 'Buy now',
  'shop.retry': 'Try again',
  'shop.cancel': 'Cancel',
  'shop.success.title': 'It’s yours!',
  'shop.success.text': '{{name}} is now in your rewards.',
  'shop.redeem.code': 'Redeem code',
  'shop.view.rewards': 'Go to my rewards',
  'shop.confirm.price': 'Price',
  'shop.confirm.balance.after': 'Balance after',
  'general.close': 'Close',
  'general.error': 'Something went wrong',
  'ledger.insufficient.balance': 'Your balance is too low for this.',
};

const item: ShopItem = {
  id: '3f0e8a52-7c1d-4a4b-9d55-2c1f0b7e9a10',
  shop: 'points',
  name: 'Free latte',
  description: 'Any size',
  imageUrl: null,
  price: 5000,
  priceType: 'point',
  stock: 3,
  activeFrom: null,
  activeUntil: null,
};

const result: ShopPurchaseResult = {
  orderId: 'order-1',
  gift: {
    id: 'gift-1',
    name: 'Free latte',
    description: 'Any size',
    imageUrl: null,
    source: 'points-shop',
    redeemCode: 'LATTE-42',
    status: 'active',
    expiresAt: null,
    redeemedAt: null,
    createdAt: new Date().toISOString(),
  },
  balances: { credit: 0, point: 1000 },
  item: { id: '3f0e8a52-7c1d-4a4b-9d55-2c1f0b7e9a10', stock: 2 },
  replayed: false,
};

/** Stubs fetch with answers in turn, recording what each purchase request sent. */
function stubFetch(...answers: (() => Response)[]) {
  stubRelativeRequests();
  const sent: { url: string; body: { itemId: string; idempotencyKey: string } }[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    sent.push({ url: input.url, body: (await input.clone().json()) as (typeof sent)[number]['body'] });
    const answer = answers[sent.length - 1];
    if (!answer) throw new Error('unexpected request');
    return answer();
  });
  return sent;
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('PurchaseDialog', () => {
  it('retries a failed request with the same idempotency key, then shows the gift and its code', async () => {
    const sent = stubFetch(json(502, { code: 'INTERNAL', message: 'general.error' }), json(200, result));
    renderWithProviders(
      <PurchaseDialog shop="points" item={item} price="50 Beans" balanceAfter="10 Beans" onClose={vi.fn()} />,
      { translation: texts },
    );
    expect(screen.getByText('Buy Free latte for 50 Beans?')).toBeTruthy();
    expect(screen.getByTestId('purchase-balance-after').textContent).toBe('10 Beans');
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await screen.findByText('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('LATTE-42');
    expect(screen.getByText('Free latte is now in your rewards.')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.url).toMatch(/\/api\/protected\/points\/submitPointShopPurchase$/);
    expect(sent[0]!.body.itemId).toBe(item.id);
    expect(sent[0]!.body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.body.idempotencyKey).toBe(sent[0]!.body.idempotencyKey);
    expect(screen.getByRole('link', { name: 'Go to my rewards' }).getAttribute('href')).toBe(
      '/member/rewards?gift=gift-1',
    );
  });

  it('shows a refusal translated and does not offer to send it again', async () => {
    const sent = stubFetch(json(409, { code: 'CONFLICT', message: 'ledger.insufficient.balance' }));
    renderWithProviders(
      <PurchaseDialog shop="reward" item={item} price="50 Beans" balanceAfter={null} onClose={vi.fn()} />,
      {
        translation: texts,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await screen.findByText('Your balance is too low for this.');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(sent[0]!.url).toMatch(/submitRewardShopPurchase$/);
  });

  it('uses a new key for a new purchase intent', async () => {
    const sent = stubFetch(json(200, result), json(200, result));
    const first = renderWithProviders(
      <PurchaseDialog shop="points" item={item} price="50 Beans" balanceAfter={null} onClose={vi.fn()} />,
      { translation: texts },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await screen.findByText('LATTE-42');
    first.unmount();
    renderWithProviders(
      <PurchaseDialog shop="points" item={item} price="50 Beans" balanceAfter={null} onClose={vi.fn()} />,
      {
        translation: texts,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.idempotencyKey).not.toBe(sent[0]!.body.idempotencyKey);
  });

  it('writes the balances and the stock of its answer into the cached details and shop, fetching neither again', async () => {
    const sent = stubFetch(json(200, result));
    const details = memberDetailsFixture({ credit: 300, points: 6000 });
    const { store } = renderWithProviders(
      <PurchaseDialog shop="points" item={item} price="50 Beans" balanceAfter={null} onClose={vi.fn()} />,
      { translation: texts },
    );
    await store.dispatch(memberApi.util.upsertQueryData('getMemberDetails', undefined, details));
    await store.dispatch(getShopItemsApi.util.upsertQueryData('getShopItems', 'points', { items: [item] }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await screen.findByText('LATTE-42');
    await waitFor(() =>
      expect(memberApi.endpoints.getMemberDetails.select()(store.getState()).data?.member).toMatchObject({
        // Bean & Leaf shows credit as money and points as a count: each balance lands in its type's field.
        creditBalance: { balance: { monetary: 0, nonMonetary: 0 } },
        pointsBalance: { balance: { monetary: 0, nonMonetary: 1000 } },
      }),
    );
    expect(
      getShopItemsApi.endpoints.getShopItems.select('points')(store.getState()).data?.items[0]?.stock,
    ).toBe(2);
    expect(sent).toHaveLength(1);
  });
});
