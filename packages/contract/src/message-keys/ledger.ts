/** Message keys of the ledger's refusals (409 unless noted). */
export const ledgerMessageKeys = {
  insufficientBalance: 'ledger.insufficient.balance',
  outOfStock: 'shop.item.out.of.stock',
  /** Inactive, or outside its active window. */
  itemNotAvailable: 'shop.item.not.available',
  /** 404: no such item in this business's shop. */
  itemNotFound: 'shop.item.not.found',
  /** 404. */
  giftNotFound: 'gift.not.found',
  /** 409: the idempotency key was used before for a different item. */
  idempotencyKeyReused: 'general.idempotency.key.reused',
} as const;

/** Refusals only the admin side meets (409 unless noted). */
export const ledgerAdminMessageKeys = {
  giftAlreadyRedeemed: 'gift.already.redeemed',
  giftExpired: 'gift.expired',
  /** The receipt id was recorded before for another member or amount. */
  purchaseExternalIdTaken: 'purchase.external.id.taken',
} as const;
