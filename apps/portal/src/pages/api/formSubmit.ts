// POST /api/formSubmit: a form's answers, as the signed-in member of this business, else as a guest with the captcha.
import { CLIENT_IP_HEADER, loyaltyApi, portalApi } from '@loyalty/contract';
import { readMemberToken } from '@/server/auth/session-token';
import { clientIpFrom } from '@/server/client-ip';
import { createServerCaller, memberContextOf } from '@/server/loyalty-client';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.forms.submit, {
  handler: async ({ api, body, request, businessId, requestId, log }) => {
    const { form, formFields, idempotencyKey, language, token, siteKey, humanRecaptchaToken, altcha } = body;
    const member = await readMemberToken(request.cookies, log);
    if (member && member.businessId === businessId) {
      const asMember = createServerCaller({
        businessId,
        ...memberContextOf(member),
        requestId,
        log,
      });
      return asMember.call(loyaltyApi.memberForms.submit, {
        params: { formId: form },
        body: { formFields, idempotencyKey, language },
      });
    }
    const ip = clientIpFrom(request.headers);
    return api.call(loyaltyApi.forms.submitAsGuest, {
      params: { formId: form },
      body: {
        formFields,
        idempotencyKey,
        language,
        captcha: { token, siteKey, humanRecaptchaToken, altcha },
      },
      headers: ip ? { [CLIENT_IP_HEADER]: ip } : {},
    });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
