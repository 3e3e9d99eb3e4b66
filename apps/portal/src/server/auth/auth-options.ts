import 'server-only';
import type { NextAuthOptions, Session } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { randomUUID } from 'node:crypto';
import { SESSION_MAX_AGE_SECONDS, loyaltyApi } from '@loyalty/contract';
import { authEnv } from '@/env';
import { createServerCaller, memberContextOf } from '../loyalty-client';
import { rootLogger } from '../logger';
import { memberTokenSchema } from './session-token';
import { parseExtraFields, signInThroughApi, userAgentOf, type SignedInUser } from './sign-in';

/**
 * next-auth (v4, JWT sessions) for the portal: three credentials providers, the
 * session's claims, and sign-out revoking the member's sessions at the API. Built on first use, not at
 * import, so that `next build` needs no secret.
 */

const SIGN_IN_PATH = '/auth/signin';

/** The session the browser sees (next-auth's session callback and the page preload): the token's claims. */
export function sessionOf(
  token: Partial<Record<'email' | 'comoMemberId' | 'businessId' | 'firstName' | 'lastName', string | null>>,
  expires: string,
): Session {
  return {
    expires,
    user: {
      email: token.email ?? null,
      comoMemberId: token.comoMemberId ?? '',
      businessId: token.businessId ?? '',
      firstName: token.firstName ?? null,
      lastName: token.lastName ?? null,
    },
  };
}

const text = { type: 'text' } as const;

export const temporaryTokenProvider = CredentialsProvider({
  id: 'temporaryToken',
  name: 'temporaryToken',
  credentials: { temporaryToken: text, callbackUrl: text, csrfToken: text },
  authorize: (credentials, request) =>
    signInThroughApi(
      loyaltyApi.auth.exchangeTicket,
      { ticket: credentials?.temporaryToken ?? '', userAgent: userAgentOf(request) },
      request,
    ),
});

export const consentProvider = CredentialsProvider({
  id: 'consent',
  name: 'consent',
  credentials: {
    comoMemberId: text,
    businessId: text,
    ticket: text,
    /** JSON object of further answers given with the consent. */
    extraFields: text,
    callbackUrl: text,
  },
  authorize: (credentials, request) =>
    signInThroughApi(
      loyaltyApi.auth.consent,
      {
        comoMemberId: credentials?.comoMemberId ?? '',
        ticket: credentials?.ticket ?? '',
        extraFields: parseExtraFields(credentials?.extraFields),
        userAgent: userAgentOf(request),
      },
      request,
      credentials?.businessId || undefined,
    ),
});

/**
 * The one-time-code sign-in: `token` is the sign-in ticket the code (or a registration) earned. The
 * identifier and captcha fields are the ones the provider has always taken; the captcha was already checked when the code was sent.
 */
export const customProvider = CredentialsProvider({
  id: 'custom',
  name: 'custom',
  credentials: {
    customIdentifier: text,
    userIdentifier: text,
    registered: text,
    token: text,
    siteKey: text,
    humanRecaptchaToken: text,
    isLandingPage: text,
    callbackUrl: text,
    csrfToken: text,
  },
  authorize: (credentials, request) =>
    signInThroughApi(
      loyaltyApi.auth.exchangeTicket,
      { ticket: credentials?.token ?? '', userAgent: userAgentOf(request) },
      request,
    ),
});

export function getAuthOptions(): NextAuthOptions {
  const { secret, useSecureCookies } = authEnv();
  const log = rootLogger().child({ path: 'auth' });
  return {
    secret,
    useSecureCookies,
    providers: [temporaryTokenProvider, consentProvider, customProvider],
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
    callbacks: {
      // A fresh token on every sign-in (next-auth starts from an empty one); later calls keep it as it is,
      // whatever a client sends with `update()`: the claims come from the API only.
      jwt({ token, user, trigger }) {
        if (trigger !== 'signIn' || !user) return token;
        const member = user as SignedInUser;
        return {
          sub: member.comoMemberId,
          email: member.email,
          comoMemberId: member.comoMemberId,
          businessId: member.businessId,
          firstName: member.firstName,
          lastName: member.lastName,
          authTime: member.authTime,
          sessionId: member.sessionId,
        };
      },
      session({ session, token }) {
        return sessionOf(token, session.expires);
      },
    },
    events: {
      // End this device's session at the API, so that a copied cookie dies with this one; other devices stay.
      async signOut({ token }) {
        const member = memberTokenSchema.safeParse(token);
        if (!member.success) return;
        const requestId = randomUUID();
        const api = createServerCaller({
          businessId: member.data.businessId,
          ...memberContextOf(member.data),
          requestId,
          log: log.child({ requestId }),
        });
        try {
          await api.call(loyaltyApi.session.signOut);
        } catch (error) {
          log.error({ err: error, requestId }, 'sign-out: the loyalty API did not end the session');
        }
      },
    },
    logger: {
      error: (code, metadata) => log.error({ code, metadata }, 'next-auth error'),
      warn: (code) => log.warn({ code }, 'next-auth warning'),
      debug: (code, metadata) => log.debug({ code, metadata }, 'next-auth debug'),
    },
  };
}
