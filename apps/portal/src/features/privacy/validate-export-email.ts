import { DATA_EXPORT_EMAIL_INVALID, EMAIL_PATTERN } from '@loyalty/contract/constants';

/** The export's e-mail matches the simple pattern; the error key, or null when it does. */
export function exportEmailError(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : DATA_EXPORT_EMAIL_INVALID;
}

/** The submit button is off while the address is empty or invalid, or a request is pending (section 5). */
export function canSubmitExport(email: string, pending: boolean): boolean {
  return !pending && email.trim() !== '' && exportEmailError(email) === null;
}
