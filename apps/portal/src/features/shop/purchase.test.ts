import { describe, expect, it } from 'vitest';
import { shopPurchaseRequestSchema } from '@loyalty/contract';
import { isRetryable, purchaseErrorKey } from './purchase-error';
import { newPurchaseKey } from './purchase-key';

describe('newPurchaseKey', () => {
  it('makes a key the contract accepts, different each time', () => {
    const key = newPurchaseKey();
    expect(
      shopPurchaseRequestSchema.safeParse({ itemId: crypto.randomUUID(), idempotencyKey: key }).success,
    ).toBe(true);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newPurchaseKey()).not.toBe(key);
  });
});

describe('purchaseErrorKey', () => {
  it('passes the ledger refusals through for translation', () => {
    for (const message of [
      'ledger.insufficient.balance',
      'shop.item.out.of.stock',
      'shop.item.not.available',
    ])
      expect(purchaseErrorKey({ status: 409, data: { code: 'CONFLICT', message } })).toBe(message);
  });

  it('reads anything else, or a network failure, as general.error', () => {
    expect(purchaseErrorKey({ status: 500, data: { message: 'boom' } })).toBe('general.error');
    expect(purchaseErrorKey({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('general.error');
    expect(purchaseErrorKey(undefined)).toBe('general.error');
  });
});

describe('isRetryable', () => {
  it('is true for network and server failures, false for refusals', () => {
    expect(isRetryable({ status: 'FETCH_ERROR' })).toBe(true);
    expect(isRetryable({ status: 502 })).toBe(true);
    expect(isRetryable({ status: 409 })).toBe(false);
    expect(isRetryable({ status: 404 })).toBe(false);
  });
});
