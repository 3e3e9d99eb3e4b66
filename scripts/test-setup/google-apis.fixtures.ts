/**
 * Google's APIs for tests, on this machine: the OAuth 2.0 token endpoint (it verifies the service account's
 * JWT assertion with the account's public key before handing out a bearer token), Google Wallet's loyalty
 * objects (PATCH, then insert) and Firebase Cloud Messaging's HTTP v1 send. Every call is recorded; a test
 * chooses the answers.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

type JWTPayload = { iss?: string; aud?: string; iat?: number; exp?: number };

/** Verifies an RS256 JWT (signature, audience, expiry) with node:crypto; its header and claims, or throws. */
function verifyRs256(
  jwt: string,
  key: KeyObject,
  audience: string,
): { payload: JWTPayload & { scope?: string }; protectedHeader: { alg?: string; typ?: string } } {
  const [header, claims, signature, extra] = jwt.split('.');
  if (!header || !claims || !signature || extra !== undefined) throw new Error('not a JWT');
  const protectedHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (protectedHeader.alg !== 'RS256') throw new Error('not RS256');
  const valid = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${claims}`),
    key,
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad signature');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as JWTPayload;
  if (payload.aud !== audience) throw new Error('wrong audience');
  if (!payload.exp || payload.exp * 1000 < Date.now()) throw new Error('expired');
  return { payload, protectedHeader };
}

export interface ReceivedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

interface TokenGrant {
  grantType: string;
  claims: JWTPayload & { scope?: string };
  header: { alg?: string; typ?: string };
}

export interface TestGoogleApis {
  url: string;
  tokenUrl: string;
  /** Token requests whose assertion verified (a bad one is answered 400 and not listed). */
  grants: TokenGrant[];
  /** Token requests refused because the assertion did not verify. */
  refusedGrants: number;
  /** Every Wallet and FCM call, in order. */
  calls: ReceivedCall[];
  /** The next answers of calls whose path ends with `pathSuffix` (e.g. the object id), one per call, in order. */
  answer(pathSuffix: string, ...statuses: number[]): void;
  /** FCM registration tokens FCM reports as no longer registered (404 UNREGISTERED). */
  unregistered: Set<string>;
  /** Resolves when `count` calls matching `filter` have arrived (rejects after `timeoutMs`). */
  waitFor(
    filter: (call: ReceivedCall) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTestGoogleApis(options: {
  /** PEM of the service account's public key, to verify assertions with. */
  publicKeyPem: string;
}): Promise<TestGoogleApis> {
  const publicKey = createPublicKey(options.publicKeyPem);
  const planned = new Map<string, number[]>();
  const grants: TokenGrant[] = [];
  const calls: ReceivedCall[] = [];
  const unregistered = new Set<string>();
  const inserted = new Set<string>();
  let issued = 0;
  let refusedGrants = 0;
  let tokenUrl = '';
  const issuedTokens = new Set<string>();

  const plannedStatus = (path: string): number | undefined => {
    for (const [suffix, statuses] of planned)
      if (path.endsWith(suffix) && statuses.length > 0) return statuses.shift();
    return undefined;
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (path === '/token' && request.method === 'POST') {
        const form = new URLSearchParams(text);
        try {
          const { payload, protectedHeader } = verifyRs256(form.get('assertion') ?? '', publicKey, tokenUrl);
          grants.push({
            grantType: form.get('grant_type') ?? '',
            claims: payload,
            header: protectedHeader,
          });
        } catch {
          refusedGrants++;
          return send(400, { error: 'invalid_grant' });
        }
        issued++;
        const token = `ya29.test-${issued}`;
        issuedTokens.add(token);
        return send(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }
      const authorization = request.headers.authorization;
      const call: ReceivedCall = {
        method: request.method ?? '',
        path,
        authorization,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      if (!authorization || !issuedTokens.has(authorization.replace(/^Bearer /, '')))
        return send(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      const status = plannedStatus(path);
      if (status !== undefined && status >= 300)
        return send(status, { error: { code: status, message: `planned ${status}` } });

      const objects = '/walletobjects/v1/loyaltyObject';
      if (path.startsWith(`${objects}/`) && request.method === 'PATCH') {
        const id = path.slice(objects.length + 1);
        if (!inserted.has(id) && status === undefined)
          return send(404, { error: { code: 404, message: `No object ${id}` } });
        return send(200, { id, ...(call.body as object) });
      }
      if (path === objects && request.method === 'POST') {
        const id = (call.body as { id: string }).id;
        inserted.add(id);
        return send(200, call.body);
      }
      const fcm = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path);
      if (fcm && request.method === 'POST') {
        const token = (call.body as { message?: { token?: string } }).message?.token ?? '';
        if (unregistered.has(token))
          return send(404, {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              details: [
                {
                  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                  errorCode: 'UNREGISTERED',
                },
              ],
            },
          });
        return send(200, { name: `projects/${fcm[1]}/messages/${calls.length}` });
      }
      return send(404, { error: { code: 404, message: 'unknown path' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${url}/token`;

  return {
    url,
    tokenUrl,
    grants,
    get refusedGrants() {
      return refusedGrants;
    },
    calls,
    unregistered,
    answer(pathSuffix, ...statuses) {
      planned.set(pathSuffix, [...(planned.get(pathSuffix) ?? []), ...statuses]);
    },
    async waitFor(filter, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = calls.filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(
            `expected ${count} matching calls, got ${matching.length}: ${JSON.stringify(calls)}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
