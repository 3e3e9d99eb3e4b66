import { SignJWT } from 'jose';
import type { PassContent } from './pass-content';
import type { WalletRuntime } from './wallet-runtime';

type GoogleRuntime = NonNullable<WalletRuntime['google']>;

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** Google Wallet ids are `<issuer>.<suffix>` with letters, digits, `.`, `_` and `-` in the suffix. */
const idSuffix = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_');

const googleClassId = (google: GoogleRuntime, businessId: string): string =>
  `${google.issuerId}.${idSuffix(`loyalty-${businessId}`)}`;

const googleObjectId = (google: GoogleRuntime, serialNumber: string): string =>
  `${google.issuerId}.${idSuffix(serialNumber)}`;

/** The member's loyalty object as Google Wallet keeps it: code, name and the balances the pass shows. */
export function googleLoyaltyObject(
  google: GoogleRuntime,
  pass: { businessId: string; serialNumber: string; content: PassContent },
): Record<string, unknown> {
  const { content } = pass;
  const [primary, secondary] = content.balances;
  return {
    id: googleObjectId(google, pass.serialNumber),
    classId: googleClassId(google, pass.businessId),
    state: 'ACTIVE',
    accountId: content.shortId,
    accountName: content.memberName ?? content.shortId,
    barcode: { type: 'QR_CODE', value: content.shortId, alternateText: content.shortId },
    ...(primary ? { loyaltyPoints: { label: primary.label, balance: { string: primary.display } } } : {}),
    ...(secondary
      ? { secondaryLoyaltyPoints: { label: secondary.label, balance: { string: secondary.display } } }
      : {}),
  };
}

/**
 * A "save to Google Wallet" JWT (RS256, the service account's key): the business's loyalty class and the
 * member's loyalty object, carried in the token so that saving needs no call to Google's API first.
 */
export async function signGoogleSaveJwt(
  google: GoogleRuntime,
  pass: { businessId: string; serialNumber: string; content: PassContent; origin: string; now: Date },
): Promise<string> {
  const { content } = pass;
  const loyaltyObject = googleLoyaltyObject(google, pass);
  const loyaltyClass = {
    id: googleClassId(google, pass.businessId),
    issuerName: content.businessName,
    programName: content.businessName,
    reviewStatus: 'UNDER_REVIEW',
    hexBackgroundColor: content.colors.background,
    programLogo: {
      sourceUri: { uri: new URL('/favicon.ico', pass.origin).toString() },
    },
  };
  return new SignJWT({
    typ: 'savetowallet',
    origins: [pass.origin],
    payload: { loyaltyClasses: [loyaltyClass], loyaltyObjects: [loyaltyObject] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(pass.now.getTime() / 1000))
    .sign(google.privateKey);
}
