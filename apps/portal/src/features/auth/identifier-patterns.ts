/** The identifier patterns (contract EMAIL_PATTERN / PHONE_PATTERN), handed to the page by its server part. */
export interface IdentifierPatterns {
  email: string;
  phone: string;
}
