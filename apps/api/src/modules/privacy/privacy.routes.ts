import { dataExportTokenSchema, loyaltyApi, messageKeys } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { implement } from '../../lib/implement';
import { getBusinessProfile } from '../businesses/businesses.service';
import { deleteMember, downloadDataExport, previewDeletion, requestDataExport } from './privacy.service';

export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const deps = (log: FastifyInstance['log']) => ({
    db: app.db,
    delivery: app.delivery,
    log,
    clock: app.clock,
  });

  // The portal adds its own download address to the member's request.
  implement(app, loyaltyApi.privacy.requestExport, async (request) => {
    const business = await getBusinessProfile(app.db, request.businessId);
    return requestDataExport(deps(request.log), business, request.member, request.body);
  });

  implement(app, loyaltyApi.privacy.deletionPreview, async (request) =>
    previewDeletion(app.db, request.businessId, request.member),
  );

  implement(app, loyaltyApi.privacy.delete, async (request) => {
    // The payment provider's customer goes first: if the provider cannot be reached, nothing is erased (503).
    await app.subscriptions.erasePaymentCustomers(request.businessId, request.member.id);
    return deleteMember(deps(request.log), request.businessId, request.member);
  });
}

/** The e-mailed download link: the token is the credential, no session. */
export async function privacyDownloadRoutes(app: FastifyInstance): Promise<void> {
  implement(app, loyaltyApi.privacy.downloadExport, async (request, reply) => {
    const { token } = request.params;
    // A malformed token cannot open anything: the same 404 as an expired one.
    if (!dataExportTokenSchema.safeParse(token).success) throw notFound(messageKeys.notFound);
    const file = await downloadDataExport(
      app.db,
      request.businessId,
      token,
      request.query.format,
      app.clock(),
    );
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
}
