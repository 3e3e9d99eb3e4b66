import type { MemberDetails } from '@loyalty/contract';

/** Member details as the BFF answers them: a member with nothing missing, the given member fields and balances. */
export function memberDetailsFixture(
  member: Partial<MemberDetails['member']> & { points?: number; credit?: number } = {},
): MemberDetails {
  const { points = 0, credit = 0, ...fields } = member;
  return {
    member: {
      comoMemberId: 'member-1',
      email: null,
      phone: null,
      firstName: null,
      lastName: null,
      birthday: null,
      language: 'en',
      creditBalance: { balance: { monetary: credit, nonMonetary: 0 } },
      pointsBalance: { balance: { monetary: 0, nonMonetary: points } },
      ...fields,
    },
    hasConsent: true,
    hasMissingMandatoryFields: false,
    missingMandatoryFields: [],
  };
}
