import { loyaltyApi } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import { createKey, listKeys, revokeKey, signReceiptFor, submitReceipt } from './receipts.service';

export async function receiptRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.receipts.submit, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return submitReceipt(app.db, business, request.member.id, request.body.code, app.clock());
  });
}

/** Admin (CLI receipt:key, receipt:qr). */
export async function receiptAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = loyaltyApi.admin.receipts;
  implement(app, routes.keys, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return listKeys(app.db, request.params.businessId);
  });
  implement(app, routes.createKey, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return createKey(app.db, request.params.businessId, app.clock());
  });
  implement(app, routes.revokeKey, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return revokeKey(app.db, request.params.businessId, request.params.keyId, app.clock());
  });
  implement(app, routes.sign, async (request) => {
    await getBusinessProfile(app.db, request.params.businessId);
    return signReceiptFor(app.db, request.params.businessId, request.body, app.clock());
  });
}
