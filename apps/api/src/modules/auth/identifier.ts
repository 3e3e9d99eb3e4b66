import { EMAIL_PATTERN, PHONE_PATTERN, messageKeys, type BusinessSettings } from '@loyalty/contract';
import { badRequest } from '../../lib/http-error';

export type IdentifierChannel = 'email' | 'sms';

/** A member identifier as stored: e-mail lower-cased, phone in E.164. */
export interface Identifier {
  channel: IdentifierChannel;
  value: string;
}

/** `+1` from the business's default country (the first country when none is flagged). */
export function defaultPhonePrefix(settings: BusinessSettings): string {
  const country = settings.countries.find((entry) => entry.defaultCountry) ?? settings.countries[0];
  return country?.phonePrefix ?? '+1';
}

/** An e-mail address per the contract's pattern, lower-cased; undefined when it does not match. */
export function normaliseEmail(raw: string): string | undefined {
  const trimmed = raw.trim();
  return EMAIL_PATTERN.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/**
 * A phone number per the contract's pattern, in E.164; undefined when it does not match. Ten digits are a
 * national number: the business's dialling prefix goes in front, without a leading trunk `0` (`050-123-4567` in
 * Israel is `+972501234567`). More digits (or a leading `+`) already carry a country code.
 */
export function normalisePhone(raw: string, phonePrefix: string): string | undefined {
  const trimmed = raw.trim();
  if (!PHONE_PATTERN.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') || digits.length > 10) return `+${digits}`;
  return `${phonePrefix}${digits.replace(/^0/, '')}`;
}

/** What the member typed on the sign-in page: an e-mail address or a phone number, else 400. */
export function parseIdentifier(raw: string, phonePrefix: string): Identifier {
  const email = normaliseEmail(raw);
  if (email) return { channel: 'email', value: email };
  const phone = normalisePhone(raw, phonePrefix);
  if (phone) return { channel: 'sms', value: phone };
  throw badRequest(messageKeys.identifierNotInRightFormat);
}
