import {
  dataExportCallSchema,
  dataExportDownloadQuerySchema,
  dataExportTokenSchema,
  deletionRequestSchema,
  messageKeys,
  type DataExportResult,
  type DeletionPreview,
  type DeletionResult,
} from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { parse } from '../../lib/parse';
import { getBusinessProfile } from '../businesses/businesses.service';
import { deleteMember, downloadDataExport, previewDeletion, requestDataExport } from './privacy.service';

/** Member routes: behind `requireMemberSession`, so `request.member` is the signed-in member of the business. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const deps = (log: FastifyInstance['log']) => ({
    db: app.db,
    delivery: app.delivery,
    log,
    clock: app.clock,
  });

  // Portal: POST /api/protected/member/dataExport ({ email }; the portal adds its download address).
  app.post('/v1/member/data-export', async (request): Promise<DataExportResult> => {
    const call = parse(dataExportCallSchema, request.body);
    const business = await getBusinessProfile(app.db, request.businessId);
    return requestDataExport(deps(request.log), business, request.member, call);
  });

  // Portal: GET /api/protected/member/deleteMember.
  app.get('/v1/member/deletion', async (request): Promise<DeletionPreview> =>
    previewDeletion(app.db, request.businessId, request.member),
  );

  // Portal: POST /api/protected/member/deleteMember ({ privacyPolicy, rightToErasure, objectPersonalData }).
  app.post('/v1/member/deletion', async (request): Promise<DeletionResult> => {
    parse(deletionRequestSchema, request.body);
    return deleteMember(deps(request.log), request.businessId, request.member);
  });
}

const tokenParamsSchema = z.object({ token: z.string() });

/** The e-mailed download link (portal: /api/privacy/export/{token}); the token is the credential, no session. */
export async function privacyDownloadRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/privacy/exports/:token', async (request, reply) => {
    const { token } = parse(tokenParamsSchema, request.params);
    // A malformed token cannot open anything: the same 404 as an expired one.
    if (!dataExportTokenSchema.safeParse(token).success) throw notFound(messageKeys.notFound);
    const { format } = parse(dataExportDownloadQuerySchema, request.query);
    const file = await downloadDataExport(app.db, request.businessId, token, format, app.clock());
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
}
