import { describe, expect, it } from 'vitest';
import { formatPrice, subscriptionErrorKey } from './price';

describe('formatPrice', () => {
  it('formats hundredths in the currency and the language', () => {
    expect(formatPrice(499, 'USD', 'en-US')).toBe('$4.99');
    expect(formatPrice(2900, 'ILS', 'en-US')).toBe('₪29.00');
    expect(formatPrice(499, 'USD', 'es')).toMatch(/^4,99\s?US\$$/);
  });

  it('falls back to the plain amount and code for a currency Intl does not know', () => {
    expect(formatPrice(1250, 'X1Y', 'en')).toBe('12.50 X1Y');
  });
});

describe('subscriptionErrorKey', () => {
  it('keeps membership refusals and reads anything else as general.error', () => {
    expect(subscriptionErrorKey({ status: 409, data: { message: 'subscription.already.subscribed' } })).toBe(
      'subscription.already.subscribed',
    );
    expect(subscriptionErrorKey({ status: 500, data: { message: 'something.else' } })).toBe('general.error');
    expect(subscriptionErrorKey({ status: 'FETCH_ERROR' })).toBe('general.error');
  });
});
