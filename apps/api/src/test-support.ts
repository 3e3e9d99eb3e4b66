import {
  BUSINESS_ID_HEADER,
  CLIENT_IP_HEADER,
  loyaltyApi,
  registrationResultSchema,
  signInResultSchema,
  type BusinessSettingsPatch,
  type SignInResult,
} from '@loyalty/contract';
import {
  DEMO_BUSINESS_ID,
  DEMO_MEMBER_EMAIL,
  NORTHWIND_BUSINESS_ID,
  NORTHWIND_MEMBER_EMAIL,
} from '@loyalty/db';
import { updateBusiness } from './modules/businesses/businesses.service';
import { memberSessionHeaders, signInMember, verifyIdentifier, type TestApi } from './testing';

/** Headers of a portal call: the service token and, when given, the business the portal resolved. */
export function asService(api: TestApi, businessId?: string): Record<string, string> {
  return {
    authorization: `Bearer ${api.serviceToken}`,
    ...(businessId ? { [BUSINESS_ID_HEADER]: businessId } : {}),
  };
}

/** Headers of an admin (CLI) call. */
export function asAdmin(api: TestApi): Record<string, string> {
  return { authorization: `Bearer ${api.adminToken}` };
}

/** Changes some of a business's settings as the admin API does (so the business cache hears of it at once). */
export async function patchSettings(
  api: TestApi,
  businessId: string,
  patch: BusinessSettingsPatch,
): Promise<void> {
  await updateBusiness(api.db, businessId, { settings: patch });
}

/** A host no business claims, so that resolution falls through to the next rule. */
export const UNKNOWN_HOST = 'unclaimed.example.com';

/** Headers of a portal call for a signed-in member (`/v1/member/...`). */
export function asMember(api: TestApi, session: SignInResult): Record<string, string> {
  return { ...asService(api), ...memberSessionHeaders(session) };
}

let nextIp = 0;
/** A client IP no other test used, so that per-IP throttles of one test never touch another. */
export function freshClientIp(): Record<string, string> {
  nextIp += 1;
  return { [CLIENT_IP_HEADER]: `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}` };
}

/** The signed-in demo members of both seeded businesses, for suites about member routes. */
export interface DemoSessions {
  demo: SignInResult;
  northwind: SignInResult;
}

export async function signInDemoMembers(api: TestApi): Promise<DemoSessions> {
  const demo = await signInMember(api, DEMO_MEMBER_EMAIL, { clientIp: freshClientIp()[CLIENT_IP_HEADER] });
  const northwind = await signInMember(api, NORTHWIND_MEMBER_EMAIL, {
    businessId: NORTHWIND_BUSINESS_ID,
    clientIp: freshClientIp()[CLIENT_IP_HEADER],
  });
  return { demo, northwind };
}

/** A new member of the business, registered as the sign-in page does it (code, registration, ticket), signed in. */
export async function registerMember(
  api: TestApi,
  email: string,
  businessId: string = DEMO_BUSINESS_ID,
): Promise<SignInResult> {
  const clientIp = freshClientIp()[CLIENT_IP_HEADER];
  const verified = await verifyIdentifier(api, email, { businessId, clientIp });
  if (verified.status !== 'registration-required') throw new Error(`${email} is already a member`);
  const headers = { ...asService(api, businessId), [CLIENT_IP_HEADER]: clientIp! };
  const registered = await api.app.inject({
    method: 'POST',
    url: loyaltyApi.auth.register.path,
    headers,
    payload: { ticket: verified.ticket, consent: true },
  });
  const { ticket } = registrationResultSchema.parse(registered.json());
  const exchanged = await api.app.inject({
    method: 'POST',
    url: loyaltyApi.auth.exchangeTicket.path,
    headers,
    payload: { ticket },
  });
  return signInResultSchema.parse(exchanged.json());
}
