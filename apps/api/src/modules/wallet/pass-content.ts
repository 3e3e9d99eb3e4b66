import type { BusinessSettings } from '@loyalty/contract';

/**
 * What a member's card shows, the same for Apple and Google: the business's name and colours, the member's
 * identification code (as the identification dialog shows it), and the balances the business's
 * `businessWallet` names, each under the business's own singular or plural name.
 */

interface PassBalance {
  key: 'points' | 'credit';
  /** The business's name for the unit: singular when the value is 1 or less, plural otherwise. */
  label: string;
  /** Hundredths. */
  amount: number;
  /** The amount as shown: whole numbers without decimals, otherwise two. */
  display: string;
}

export interface PassContent {
  businessName: string;
  colors: { background: string; foreground: string; label: string };
  memberName: string | null;
  shortId: string;
  balances: PassBalance[];
}

/** Labels on the card that are not the business's own words, for every portal language (pass.strings). */
export const PASS_STRINGS: Record<string, Record<'MEMBER' | 'MEMBER_CODE' | 'CARD', string>> = {
  en: { MEMBER: 'Member', MEMBER_CODE: 'Member code', CARD: 'Loyalty card' },
  es: { MEMBER: 'Miembro', MEMBER_CODE: 'Código de miembro', CARD: 'Tarjeta de fidelidad' },
  ar: { MEMBER: 'العضو', MEMBER_CODE: 'رمز العضو', CARD: 'بطاقة الولاء' },
  he: { MEMBER: 'חבר מועדון', MEMBER_CODE: 'קוד חבר', CARD: 'כרטיס מועדון' },
};

function unitName(singular: string, plural: string | null, amount: number): string {
  return Math.abs(amount) / 100 <= 1 ? singular : (plural ?? `${singular}s`);
}

function displayAmount(amount: number): string {
  const value = amount / 100;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

export function passContent(input: {
  businessName: string;
  settings: BusinessSettings;
  member: { shortId: string; firstName: string | null; lastName: string | null };
  balances: { point: number; credit: number };
}): PassContent {
  const { settings, balances } = input;
  const wallet = settings.businessWallet;
  const shown: PassBalance[] = [];
  if (wallet === 'points' || wallet === 'points-and-credit')
    shown.push({
      key: 'points',
      label: unitName(settings.pointName, settings.pointsNamePlural, balances.point),
      amount: balances.point,
      display: displayAmount(balances.point),
    });
  if (wallet === 'credit' || wallet === 'points-and-credit')
    shown.push({
      key: 'credit',
      label: unitName(settings.creditName, settings.creditNamePlural, balances.credit),
      amount: balances.credit,
      display: displayAmount(balances.credit),
    });
  const name = [input.member.firstName, input.member.lastName].filter(Boolean).join(' ');
  return {
    businessName: input.businessName,
    colors: {
      background: settings.themeStyle.primaryColor,
      foreground: settings.themeStyle.primaryForegroundColor,
      label: settings.themeStyle.primaryForegroundColor,
    },
    memberName: name || null,
    shortId: input.member.shortId,
    balances: shown,
  };
}
