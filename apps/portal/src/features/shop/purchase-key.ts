/**
 * The idempotency key of one purchase intent (contract: 8-100 of [A-Za-z0-9_-]): a random UUID without its
 * dashes. Made when the member opens the confirmation and sent again on every retry of that purchase, so
 * a retried request (a lost answer, a double click) spends once.
 */
export function newPurchaseKey(random: () => string = () => crypto.randomUUID()): string {
  return random().replaceAll('-', '');
}
