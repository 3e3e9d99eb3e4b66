import { z } from 'zod';
import { walletMessageKeys } from './errors';
import { portalPaths } from './portal-paths';
import { pathOf } from './route';

/** Seconds a wallet link works: long enough to scan it with a phone, short enough not to be worth sharing. */
export const WALLET_LINK_TTL_SECONDS = 3600;
/** The portal forwards a phone's `Authorization: ApplePass <token>` to the API in this header. */
export const WALLET_PASS_TOKEN_HEADER = 'x-wallet-pass-token';
/** Media type of an Apple Wallet pass. */
export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

/** The member's signed wallet-link tokens; null when that wallet is not configured. */
export const walletLinkTokensSchema = z.object({
  apple: z.string().nullable(),
  google: z.string().nullable(),
});
export type WalletLinkTokens = z.infer<typeof walletLinkTokensSchema>;

/** The portal's answer: each link on the portal's own origin, null when that wallet is not available. */
export const walletLinksSchema = z.object({
  links: z.object({
    appleWallet: z.object({ url: z.string().nullable() }),
    googlePay: z.object({ url: z.string().nullable() }),
  }),
});
export type WalletLinks = z.infer<typeof walletLinksSchema>;

/** The links a member's tokens open, absolute on a portal origin (the portal's own, or the business's host). */
export function walletLinksOn(origin: string, tokens: WalletLinkTokens): WalletLinks {
  const link = (path: string, token: string | null) =>
    token ? new URL(pathOf(path, { token }), origin).toString() : null;
  return {
    links: {
      appleWallet: { url: link(portalPaths.walletApplePass, tokens.apple) },
      googlePay: { url: link(portalPaths.walletGoogleSave, tokens.google) },
    },
  };
}

export const walletTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_.-]{20,600}$/, walletMessageKeys.linkInvalid),
});

/** The portal's origin, where phones reach the PassKit web service (the pass's webServiceURL). */
export const passOriginQuerySchema = z.object({ origin: z.url() });

export const googleSaveSchema = z.object({ url: z.url() });
export type GoogleSave = z.infer<typeof googleSaveSchema>;

const deviceId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, walletMessageKeys.passUnauthorized);
const passTypeId = z.string().regex(/^[A-Za-z0-9.-]{1,200}$/, walletMessageKeys.passUnauthorized);
const serial = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, walletMessageKeys.passUnauthorized);

export const passkitDeviceParamsSchema = z.object({ deviceId, passTypeId });
export const passkitRegistrationParamsSchema = z.object({ deviceId, passTypeId, serial });
export const passkitPassParamsSchema = z.object({ passTypeId, serial });

export const passkitRegisterSchema = z.object({ pushToken: z.string().min(1).max(200) });
/** Whether the registration is new (PassKit answers 201) or was there already (200). */
export const passkitRegisterResultSchema = z.object({ created: z.boolean() });

export const passkitUpdatedQuerySchema = z.object({
  passesUpdatedSince: z
    .string()
    .regex(/^\d{1,16}$/)
    .optional(),
});
/** Serials changed since the tag; an empty list is answered 204 to the phone. */
export const passkitUpdatedSchema = z.object({
  serialNumbers: z.array(z.string()),
  lastUpdated: z.string(),
});
export type PasskitUpdated = z.infer<typeof passkitUpdatedSchema>;

export const passkitLogSchema = z.object({ logs: z.array(z.string().max(2000)).max(100) });

export const walletStatusSchema = z.object({
  apple: z.object({ configured: z.boolean(), passTypeId: z.string().nullable() }),
  google: z.object({
    configured: z.boolean(),
    issuerId: z.string().nullable(),
    /** Where saved Google passes are updated: Google Wallet's API, the dev outbox, or nowhere. */
    updates: z.enum(['api', 'outbox', 'off']),
  }),
  /** Where pass updates go: Apple's push service, the dev outbox, or nowhere. */
  push: z.enum(['apns', 'outbox', 'off']),
  passes: z.number().int(),
  devices: z.number().int(),
  pendingUpdates: z.number().int(),
});
export type WalletStatus = z.infer<typeof walletStatusSchema>;
