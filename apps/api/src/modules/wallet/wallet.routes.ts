import { PKPASS_CONTENT_TYPE, WALLET_PASS_TOKEN_HEADER, loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_PORTAL_ORIGIN_TEMPLATE } from '../../env';
import { implement } from '../../lib/implement';
import { throttle } from '../throttle/throttle.service';
import {
  applePassByLink,
  googleSaveByLink,
  latestPass,
  outsideWalletLinks,
  registerDevice,
  unregisterDevice,
  updatedSerials,
  walletLinkTokens,
  walletStatus,
} from './wallet.service';

/** A phone's PassKit log lines: enough to debug with, not enough to fill the logs. */
const PASSKIT_LOG_RULE = { name: 'wallet-passkit-log', max: 20, windowSeconds: 3600 };

const passToken = (request: Pick<FastifyRequest, 'headers'>): string | undefined => {
  const value = request.headers[WALLET_PASS_TOKEN_HEADER];
  return typeof value === 'string' && value.length <= 200 ? value : undefined;
};

function httpDate(value: string | string[] | undefined): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export async function walletMemberRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.wallet.links, async (request) =>
    walletLinkTokens(app.wallet, request.businessId, request.member.id, app.clock()),
  );
  implement(app, loyaltyApi.wallet.outsideLinks, async (request) =>
    outsideWalletLinks(app.db, app.wallet, {
      businessId: request.businessId,
      memberId: request.member.id,
      originTemplate: app.config.portalOriginTemplate ?? DEFAULT_PORTAL_ORIGIN_TEMPLATE,
      now: app.clock(),
    }),
  );
}

export async function walletPassRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.wallet.applePass, async (request, reply) => {
    const pass = await applePassByLink(app.db, app.wallet, {
      businessId: request.businessId,
      token: request.params.token,
      origin: request.query.origin,
      now: app.clock(),
    });
    return reply
      .header('content-type', PKPASS_CONTENT_TYPE)
      .header('content-disposition', 'attachment; filename="pass.pkpass"')
      .header('last-modified', pass.lastModified.toUTCString())
      .header('cache-control', 'no-store')
      .send(pass.body);
  });
  implement(app, loyaltyApi.wallet.googleSave, async (request) =>
    googleSaveByLink(app.db, app.wallet, {
      businessId: request.businessId,
      token: request.params.token,
      origin: request.query.origin,
      now: app.clock(),
    }),
  );
  implement(app, loyaltyApi.wallet.register, async (request, reply) => {
    const result = await registerDevice(app.db, app.wallet, {
      businessId: request.businessId,
      ...request.params,
      token: passToken(request),
      pushToken: request.body.pushToken,
      now: app.clock(),
    });
    reply.code(result.created ? 201 : 200);
    return result;
  });
  implement(app, loyaltyApi.wallet.unregister, async (request) => {
    await unregisterDevice(app.db, app.wallet, {
      businessId: request.businessId,
      ...request.params,
      token: passToken(request),
    });
    return undefined;
  });
  implement(app, loyaltyApi.wallet.updatedSerials, async (request) =>
    updatedSerials(app.db, app.wallet, {
      businessId: request.businessId,
      ...request.params,
      since: request.query.passesUpdatedSince,
    }),
  );
  implement(app, loyaltyApi.wallet.latestPass, async (request, reply) => {
    const pass = await latestPass(app.db, app.wallet, {
      businessId: request.businessId,
      ...request.params,
      token: passToken(request),
      origin: request.query.origin,
      ifModifiedSince: httpDate(request.headers['if-modified-since']),
    });
    reply.header('last-modified', pass.lastModified.toUTCString()).header('cache-control', 'no-store');
    if (pass.notModified) return reply.code(304).send();
    return reply.header('content-type', PKPASS_CONTENT_TYPE).send(pass.body);
  });
  implement(app, loyaltyApi.wallet.log, async (request) => {
    await throttle(
      app.db,
      [{ rule: PASSKIT_LOG_RULE, subject: `${request.businessId}:${request.ip}` }],
      app.clock(),
    );
    for (const line of request.body.logs)
      request.log.warn({ passkit: line.slice(0, 500) }, 'PassKit device log');
    return undefined;
  });
}

export async function walletAdminRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.admin.wallet.status, async (request) =>
    walletStatus(
      app.db,
      app.wallet,
      request.params.businessId,
      app.walletPusher?.name ?? 'off',
      app.walletGoogleUpdater?.name === 'google-api' ? 'api' : (app.walletGoogleUpdater?.name ?? 'off'),
    ),
  );
}
