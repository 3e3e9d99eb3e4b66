import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { clientIp } from '../../lib/client-ip';
import { implement } from '../../lib/implement';
import { deriveSecret } from '../../lib/secrets';
import { getBusinessProfile } from '../businesses/businesses.service';
import { throttle } from '../throttle/throttle.service';
import {
  consentLogin,
  exchangeTicket,
  inspectTemporaryToken,
  issueTemporaryToken,
  register,
  verifyCode,
} from './auth.service';
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
  implement(app, loyaltyApi.auth.requestCode, async (request) => {
    const { body } = request;
    const ip = clientIp(request);
    await app.captcha.verify(body.captcha, ip);
    const business = await getBusinessProfile(app.db, request.businessId);
    const identifier = parseIdentifier(body.identifier, defaultPhonePrefix(business.settings));
    const result = await sendCode({ ...deps, log: request.log }, business, identifier, {
      language: body.language,
      clientIp: ip,
    });
    return result;
  });

  // The code the member typed: a ticket (sign-in, consent, or registration), or why not.
  implement(app, loyaltyApi.auth.verifyCode, async (request) => {
    const { body } = request;
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
  implement(app, loyaltyApi.auth.register, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return register(deps, business, request.body);
  });

  // next-auth's authorize (custom and temporaryToken providers): a ticket for the session claims.
  implement(app, loyaltyApi.auth.exchangeTicket, async (request) =>
    exchangeTicket(deps, request.businessId, request.body.ticket, request.body.userAgent),
  );

  // A sign-in link's token, not used: its member and whether the consent step comes first.
  implement(app, loyaltyApi.auth.inspectTemporaryToken, async (request) =>
    inspectTemporaryToken(deps, request.businessId, request.body.ticket),
  );

  // next-auth's consent provider: consent recorded, then the session claims.
  implement(app, loyaltyApi.auth.consent, async (request) =>
    consentLogin(deps, request.businessId, request.body),
  );
}

/** Admin routes of sign-in. */
export async function authAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps = codeDeps(app);

  // Admin (CLI member:token): a single-use login link token for a member (by id, e-mail or phone).
  implement(app, loyaltyApi.auth.temporaryToken, async (request) => {
    const { businessId, memberRef } = request.params;
    return issueTemporaryToken(deps, businessId, memberRef, request.body.ttlSeconds);
  });
}
