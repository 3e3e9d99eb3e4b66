import { buildOpenApiDocument } from './openapi';
import { loyaltyApi } from './routes/index';

const DESCRIPTION = `The system of record of Loyalty Portal: members, one-time codes, the points and credit ledger, shops,
gifts, the inbox and privacy requests, for several businesses on one installation.

- **Admin routes** (\`/admin/v1/...\`) are how a business operates and integrates: its till records purchases
  (\`POST /admin/v1/businesses/{businessId}/purchases\`, idempotent by the receipt's external id), awards points,
  redeems gifts and sends messages. They take \`Authorization: Bearer $ADMIN_TOKEN\`.
- **Portal routes** (\`/v1/...\`) serve the member portal's backend-for-frontend. They take the service token,
  the business (\`x-business-id\` or the forwarded host) and, for a member's own data, the member of the verified
  session (\`x-member-id\`, \`x-session-auth-time\`).
- **Integration routes** are a business's own site acting for one of its members, server to server (an outside
  page): the admin token with \`x-business-id\` and \`x-member-id\`, e.g. \`GET /v1/member/links/wallet\`.

Amounts are integers in hundredths. Every error is \`{ code, message }\` where \`message\` is a stable key (listed per
route); invalid input adds \`issues\` with the failing fields.`;

/** The loyalty API's OpenAPI document, served at /openapi.json and committed as docs/openapi.json. */
export function loyaltyApiDocument(): Record<string, unknown> {
  return buildOpenApiDocument(loyaltyApi, {
    title: 'Loyalty API',
    version: '1.0.0',
    description: DESCRIPTION,
  });
}
