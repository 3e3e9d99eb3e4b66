// GET /api/forms?formId= | ?activeForm=true&formType=&locationId=: a form's definition, for guests and members alike.
import { errorCodes, formMessageKeys, loyaltyApi, portalApi } from '@loyalty/contract';
import { NextResponse } from 'next/server';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const GET = routeHandler(portalApi.forms.find, {
  handler: async ({ api, query }) => {
    // An id that is no id names no form: the same 404 as an unknown one, not a validation error.
    if ((query.formId && !UUID.test(query.formId)) || (query.locationId && !UUID.test(query.locationId)))
      return NextResponse.json(
        { code: errorCodes.notFound, message: formMessageKeys.notFound },
        { status: 404, headers: { 'cache-control': 'no-store' } },
      );
    // Short-lived: a form switched off or changed shows so within a minute.
    return api.call(loyaltyApi.forms.find, { query, cacheSeconds: 60 });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ GET });
