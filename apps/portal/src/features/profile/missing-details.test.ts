import { describe, expect, it } from 'vitest';
import type { MemberDetails } from '@loyalty/contract';
import { nextReminder, shouldShowMissingDetails } from './missing-details';

const balance = { balance: { monetary: 0, nonMonetary: 0 } };
const details = (overrides: Partial<MemberDetails> = {}): MemberDetails => ({
  member: {
    comoMemberId: 'm1',
    email: 'a@example.com',
    phone: null,
    firstName: 'A',
    lastName: null,
    birthday: null,
    language: 'en',
    creditBalance: balance,
    pointsBalance: balance,
  },
  hasConsent: true,
  hasMissingMandatoryFields: true,
  missingMandatoryFields: ['lastName'],
  ...overrides,
});
const now = 1_700_000_000_000;

describe('shouldShowMissingDetails', () => {
  it('shows for a consenting member with missing fields and no dismissal', () => {
    expect(shouldShowMissingDetails(details(), null, now)).toBe(true);
  });
  it('hides without details, without consent or without missing fields', () => {
    expect(shouldShowMissingDetails(undefined, null, now)).toBe(false);
    expect(shouldShowMissingDetails(details({ hasConsent: false }), null, now)).toBe(false);
    expect(shouldShowMissingDetails(details({ hasMissingMandatoryFields: false }), null, now)).toBe(false);
  });
  it('hides while a dismissal runs, shows again once it is past, and ignores junk', () => {
    expect(shouldShowMissingDetails(details(), String(now + 1), now)).toBe(false);
    expect(shouldShowMissingDetails(details(), String(now), now)).toBe(true);
    expect(shouldShowMissingDetails(details(), String(now - 1), now)).toBe(true);
    expect(shouldShowMissingDetails(details(), 'soon', now)).toBe(true);
  });
  it('dismissal stores now plus 24 hours', () => {
    expect(nextReminder(now)).toBe(String(now + 86_400_000));
  });
});
