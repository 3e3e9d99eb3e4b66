import {
  businessIdSchema,
  consentLoginSchema,
  registrationSchema,
  requestCodeSchema,
  temporaryTokenRequestSchema,
  ticketExchangeSchema,
  verifyCodeSchema,
  type RequestCodeResult,
  type SignInResult,
  type VerifyCodeResult,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientIp } from '../../lib/client-ip';
import { parse } from '../../lib/parse';
import { deriveSecret } from '../../lib/secrets';
import { getBusinessProfile } from '../businesses/businesses.service';
import { throttle } from '../throttle/throttle.service';
import { consentLogin, exchangeTicket, issueTemporaryToken, register, verifyCode } from './auth.service';
import { sendCode, verifyIpRule, type CodeDeps } from './codes.service';
import { defaultPhonePrefix, parseIdentifier } from './identifier';

function codeDeps(app: FastifyInstance): CodeDeps {
  return {
    db: app.db,
    clock: app.clock,
    codePepper: app.config.codePepper ?? deriveSecret(app.config.serviceToken, 'code-pepper'),
    codeRequestsPerIp: app.config.ipLimits?.codeRequests,
    delivery: app.delivery,
    log: app.log,
  };
}

/** Sign-in and registration (docs/architecture.md, "Sign-in, registration and sessions"). Tenant routes. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps = codeDeps(app);

  // A one-time code to an e-mail address or phone number: captcha first, then throttles, then the code.
  app.post('/v1/auth/codes', async (request, reply): Promise<RequestCodeResult> => {
    const body = parse(requestCodeSchema, request.body);
    const ip = clientIp(request);
    await app.captcha.verify(body.captcha, ip);
    const business = await getBusinessProfile(app.db, request.businessId);
    const identifier = parseIdentifier(body.identifier, defaultPhonePrefix(business.settings));
    const result = await sendCode({ ...deps, log: request.log }, business, identifier, {
      language: body.language,
      clientIp: ip,
    });
    reply.code(202);
    return result;
  });

  // The code the member typed: a ticket (sign-in, consent, or registration), or why not.
  app.post('/v1/auth/codes/verify', async (request): Promise<VerifyCodeResult> => {
    const body = parse(verifyCodeSchema, request.body);
    await throttle(
      app.db,
      [{ rule: verifyIpRule(app.config.ipLimits?.codeChecks), subject: clientIp(request) }],
      app.clock(),
    );
    const business = await getBusinessProfile(app.db, request.businessId);
    const identifier = parseIdentifier(body.identifier, defaultPhonePrefix(business.settings));
    return verifyCode(deps, business, identifier, body.code);
  });

  // A registration ticket plus the registration form: the new member and a sign-in ticket.
  app.post('/v1/auth/register', async (request, reply): Promise<{ ticket: string }> => {
    const body = parse(registrationSchema, request.body);
    const business = await getBusinessProfile(app.db, request.businessId);
    const result = await register(deps, business, body);
    reply.code(201);
    return result;
  });

  // next-auth's authorize (custom and temporaryToken providers): a ticket for the session claims.
  app.post('/v1/auth/tickets/exchange', async (request): Promise<SignInResult> => {
    const { ticket } = parse(ticketExchangeSchema, request.body);
    return exchangeTicket(deps, request.businessId, ticket);
  });

  // next-auth's consent provider: consent recorded, then the session claims.
  app.post('/v1/auth/consent', async (request): Promise<SignInResult> => {
    const body = parse(consentLoginSchema, request.body);
    return consentLogin(deps, request.businessId, body);
  });
}

const temporaryTokenParamsSchema = z.object({
  businessId: businessIdSchema,
  memberRef: z.string().min(1).max(320),
});

/** Admin routes of sign-in. */
export async function authAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps = codeDeps(app);

  // Admin (CLI member:token): a single-use login link token for a member (by id, e-mail or phone).
  app.post(
    '/admin/v1/businesses/:businessId/members/:memberRef/temporary-token',
    async (request, reply): Promise<{ token: string; expiresAt: string }> => {
      const { businessId, memberRef } = parse(temporaryTokenParamsSchema, request.params);
      const { ttlSeconds } = parse(temporaryTokenRequestSchema, request.body ?? {});
      const result = await issueTemporaryToken(deps, businessId, memberRef, ttlSeconds);
      reply.code(201);
      return result;
    },
  );
}
