import { FALLBACK_LOCALE, OTP_TTL_SECONDS, interpolate } from '@loyalty/contract';
import type { DatabaseExecutor } from '@loyalty/db';
import type { BusinessProfile } from '../businesses/businesses.service';
import { getMergedTranslation, offeredLocales } from '../locales/locales.service';

const CODE_SUBJECT_KEY = 'auth.code.message.subject';
const CODE_BODY_KEY = 'auth.code.message.body';
const FALLBACK_SUBJECT = 'Your {{businessName}} sign-in code';
const FALLBACK_BODY = 'Your {{businessName}} sign-in code is {{code}}. It expires in {{minutes}} minutes.';
/** What the delivery log keeps instead of the code outside the dev outbox. */
const REDACTED_CODE = '******';

/**
 * The member's language when the identifier is a member's; else the language the visitor asked for, if the
 * business offers it; else the business's default language.
 */
export function codeMessageLocale(
  business: BusinessProfile,
  memberLanguage: string | undefined,
  requested: string | undefined,
): string {
  if (memberLanguage) return memberLanguage;
  if (requested && (requested === FALLBACK_LOCALE || offeredLocales(business.settings).includes(requested))) {
    return requested;
  }
  return business.settings.defaultLanguage;
}

export interface CodeMessage {
  locale: string;
  subject: string;
  body: string;
  /** The same body with the code masked, for the delivery log. */
  redactedBody: string;
}

/** The code message in `locale`, from the shipped translations with the business's overrides on top. */
export async function composeCodeMessage(
  db: DatabaseExecutor,
  business: BusinessProfile,
  locale: string,
  code: string,
): Promise<CodeMessage> {
  const texts = await getMergedTranslation(db, business.id, locale);
  const values = { businessName: business.name, minutes: String(Math.round(OTP_TTL_SECONDS / 60)) };
  const bodyTemplate = texts[CODE_BODY_KEY] ?? FALLBACK_BODY;
  return {
    locale,
    subject: interpolate(texts[CODE_SUBJECT_KEY] ?? FALLBACK_SUBJECT, values),
    body: interpolate(bodyTemplate, { ...values, code }),
    redactedBody: interpolate(bodyTemplate, { ...values, code: REDACTED_CODE }),
  };
}
