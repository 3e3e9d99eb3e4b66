import { OTP_LENGTH } from '@loyalty/contract/constants';

/** Only the digits, at most six: pasting "123 456" or "Your code: 123456" works. */
export function codeDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
