// GET /api/privacy/export/{token}?format=json|csv: the e-mailed download link of a data export (no session: the
// token is the credential). Passed through from the API as a file download.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { BUSINESS_ID_HEADER, dataExportDownloadQuerySchema } from '@loyalty/contract';
import { getLoyaltyClient } from '@/server/loyalty-client';
import { routeHandler } from '@/server/route-handler';

export const GET = routeHandler({
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'general.not.found') }),
  query: dataExportDownloadQuerySchema,
  handler: async ({ params, query, businessId, requestId }) => {
    const file = await getLoyaltyClient().send('GET', `/v1/privacy/exports/${params.token}`, {
      query: { format: query.format },
      headers: { [BUSINESS_ID_HEADER]: businessId },
      requestId,
    });
    return new NextResponse(await file.text(), {
      headers: {
        'content-type': file.headers.get('content-type') ?? 'application/octet-stream',
        'content-disposition': file.headers.get('content-disposition') ?? 'attachment',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    });
  },
});
