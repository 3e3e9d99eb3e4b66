import type { GiftStatus } from '@loyalty/contract';

/** Badge colours per status, readable (AA) in light and dark themes. */
export const giftStatusClasses: Record<GiftStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  redeemed: 'bg-neutral-200 text-neutral-900 dark:bg-neutral-700 dark:text-neutral-50',
  expired: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
};

export const giftStatusKey = (status: GiftStatus) => `rewards.status.${status}`;
