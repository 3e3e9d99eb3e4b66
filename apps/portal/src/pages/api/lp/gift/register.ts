// POST /api/lp/gift/register: step 1 of a landing page, a code by SMS (the visitor's IP goes along for the limits).
import { CLIENT_IP_HEADER, loyaltyApi, portalApi } from '@loyalty/contract';
import { clientIpFrom } from '@/server/client-ip';
import { routeHandler } from '@/server/route-handler';
import { pagesApiRoute } from '@/server/pages-api';

export const POST = routeHandler(portalApi.landing.register, {
  handler: ({ api, body, request }) => {
    const { landingPageId, phoneNumber, country, language, token, siteKey, humanRecaptchaToken, altcha } =
      body;
    const ip = clientIpFrom(request.headers);
    return api.call(loyaltyApi.landing.requestCode, {
      params: { landingPageId },
      body: { phoneNumber, country, language, captcha: { token, siteKey, humanRecaptchaToken, altcha } },
      headers: ip ? { [CLIENT_IP_HEADER]: ip } : {},
    });
  },
});

export const config = { api: { bodyParser: false } };
export default pagesApiRoute({ POST });
