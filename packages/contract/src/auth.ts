import { z } from 'zod';
import { birthdaySchema } from './birthday';
import { localeCodeSchema } from './common';

/** Header with the browser's IP, forwarded by the portal so that the API can throttle per client. */
export const CLIENT_IP_HEADER = 'x-client-ip';
/**
 * Header with the session's sign-in time (`authTime`, epoch milliseconds, fixed for the session's life), so
 * the API can refuse a session signed in before the member's "sessions valid after" time (sign-out, deletion).
 */
export const SESSION_AUTH_TIME_HEADER = 'x-session-auth-time';
/** Header with the session's id: each sign-in is one session, which the API checks on every member call. */
export const SESSION_ID_HEADER = 'x-session-id';

/** Session token lifetime and clock tolerance. */
export const SESSION_MAX_AGE_SECONDS = 2_592_000;
export const SESSION_CLOCK_TOLERANCE_SECONDS = 15;

/** A captcha answer: reCAPTCHA tokens when the business uses reCAPTCHA, else an ALTCHA proof-of-work payload. */
export const captchaSolutionSchema = z.object({
  /** reCAPTCHA v3 (score) token. */
  token: z.string().max(4000).optional(),
  /** reCAPTCHA v2 (human) token, the fallback challenge when the score was too low. */
  humanRecaptchaToken: z.string().max(4000).optional(),
  siteKey: z.string().max(200).optional(),
  /** ALTCHA payload (base64 JSON) when reCAPTCHA is not configured. */
  altcha: z.string().max(4000).optional(),
});
export type CaptchaSolution = z.infer<typeof captchaSolutionSchema>;

/** `GET /v1/captcha/config`: which captcha the portal must show. */
export const captchaConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('recaptcha'), scoreSiteKey: z.string(), humanSiteKey: z.string() }),
  z.object({ provider: z.literal('altcha') }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** `GET /v1/captcha/challenge`: an ALTCHA v2 challenge (altcha-lib 2.x, solved by the `altcha` 3.x widget). */
export const altchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string(),
});

/** `POST /v1/auth/codes`: send a one-time code to a phone number or e-mail address. */
export const requestCodeSchema = z.object({
  identifier: z.string().trim().min(3).max(254),
  language: localeCodeSchema.optional(),
  captcha: captchaSolutionSchema,
});
export type RequestCode = z.infer<typeof requestCodeSchema>;

/** The same answer whether or not the identifier belongs to a member (no user enumeration). */
export const requestCodeResultSchema = z.object({
  sent: z.literal(true),
  channel: z.enum(['email', 'sms']),
  /** The identifier as the code was sent to it (phone in E.164, e-mail lower-cased). */
  identifier: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type RequestCodeResult = z.infer<typeof requestCodeResultSchema>;

/** `POST /v1/auth/codes/verify`. */
export const verifyCodeSchema = z.object({
  identifier: z.string().trim().min(3).max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'auth.code.format'),
});
export type VerifyCode = z.infer<typeof verifyCodeSchema>;

/**
 * A verified code yields a single-use, short-lived ticket: a sign-in ticket for a member, or a registration
 * ticket for a new identifier (then the portal asks for the registration fields).
 */
export const verifyCodeResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authenticated'), ticket: z.string() }),
  /** A member who has not consented yet (e.g. imported): the consent provider completes the sign-in. */
  z.object({ status: z.literal('consent-required'), ticket: z.string(), comoMemberId: z.string() }),
  z.object({
    status: z.literal('registration-required'),
    ticket: z.string(),
    identifier: z.string(),
    channel: z.enum(['email', 'sms']),
    fields: z.array(z.string()),
  }),
]);
export type VerifyCodeResult = z.infer<typeof verifyCodeResultSchema>;

/** `POST /v1/auth/register`: complete a registration ticket. */
export const registrationSchema = z.object({
  ticket: z.string().min(10).max(200),
  firstName: z.string().trim().max(80).optional(),
  lastName: z.string().trim().max(80).optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(40).optional(),
  /** Asked for (and then needed) when the business makes the birthday mandatory. */
  birthday: birthdaySchema.optional(),
  language: localeCodeSchema.optional(),
  consent: z.literal(true, 'auth.consent.required'),
  referralCode: z.string().max(40).optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** The signing-in browser's User-Agent, from which the session's device label ("Chrome on Android") is read. */
const userAgentSchema = z.string().max(1000).optional();

/** `POST /v1/auth/tickets/exchange`: turn a sign-in ticket or temporary token into session claims. */
export const ticketExchangeSchema = z.object({
  ticket: z.string().min(10).max(200),
  userAgent: userAgentSchema,
});

/** `POST /v1/auth/temporary-tokens/inspect`: a temporary token (from a sign-in link), looked at without using it. */
export const temporaryTokenInspectSchema = z.object({ ticket: z.string().min(10).max(200) });

/**
 * Whose a live temporary token is and whether that member must consent before signing in: only the token's
 * holder learns it (anything else is 401 `auth.ticket.invalid`).
 */
export const temporaryTokenStatusSchema = z.object({
  comoMemberId: z.string(),
  consentRequired: z.boolean(),
});
export type TemporaryTokenStatus = z.infer<typeof temporaryTokenStatusSchema>;

/**
 * `POST /v1/auth/consent`: record a member's consent (consent provider) and sign in; `ticket` is the sign-in
 * ticket of a verified code or the temporary token of a sign-in link.
 */
export const consentLoginSchema = z.object({
  comoMemberId: z.string().min(1).max(64),
  ticket: z.string().min(10).max(200),
  extraFields: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])).default({}),
  userAgent: userAgentSchema,
});

/** What the portal puts in the session. */
export const sessionClaimsSchema = z.object({
  comoMemberId: z.string(),
  businessId: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** What a ticket exchange, a registration or a consent login returns: the claims and the sign-in time. */
export const signInResultSchema = sessionClaimsSchema.extend({
  /** Epoch milliseconds of this sign-in; sent back as SESSION_AUTH_TIME_HEADER on member calls. */
  authTime: z.number().int(),
  /** This sign-in's session; sent back as SESSION_ID_HEADER on member calls. */
  sessionId: z.uuid(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

/** One of the member's signed-in devices, as "your devices" lists them. */
export const memberSessionSchema = z.object({
  id: z.uuid(),
  deviceLabel: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the call that asked. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** `GET /v1/member/sessions`: the member's active sessions, most recently seen first. */
export const memberSessionsSchema = z.object({ items: z.array(memberSessionSchema) });
export type MemberSessions = z.infer<typeof memberSessionsSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid('session.not.found') });

/** What a revocation ended. */
export const sessionsRevokedSchema = z.object({ revoked: z.number().int() });
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;

/** Admin: `POST .../members/:memberRef/sessions/revoke`: one session, or every one without `sessionId`. */
export const adminSessionRevokeSchema = z.object({ sessionId: z.uuid().optional() });

/** `POST /v1/auth/register` answers with a sign-in ticket for the new member. */
export const registrationResultSchema = z.object({ ticket: z.string() });

/** Admin: `POST /admin/v1/businesses/:businessId/members/:memberRef/temporary-token`. */
export const temporaryTokenRequestSchema = z.object({
  ttlSeconds: z.number().int().min(60).max(86_400).default(900),
});
export const temporaryTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
