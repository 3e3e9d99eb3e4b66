import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodes, messageKeys } from '@loyalty/contract';
import {
  MALFORMED_API_PATH_ANSWER,
  NOT_FOUND_PATH,
  classifyRequestTarget,
  installRequestGuard,
} from './portal-request-guard.mjs';

describe('classifyRequestTarget', () => {
  it('passes every path that decodes, encoded or not, with any query', () => {
    for (const url of [
      '/',
      '/api/configuration',
      '/api/configuration/%C3%A9',
      '/lp/abc?x=%E0',
      '/%20',
      undefined,
    ])
      expect(classifyRequestTarget(url)).toBe('pass');
  });

  it('refuses a BFF path that cannot be decoded, and sends any other such path to the not-found page', () => {
    expect(classifyRequestTarget('/api/%E0%A4%A')).toBe('refuse');
    expect(classifyRequestTarget('/api%E0')).toBe('not-found');
    expect(classifyRequestTarget('/api/protected/member/getMemberDetails%E0?x=1')).toBe('refuse');
    expect(classifyRequestTarget('/lp/%E0%A4%A')).toBe('not-found');
    expect(classifyRequestTarget('/view/%zz')).toBe('not-found');
  });

  it('answers in the API error shape of the contract', () => {
    expect(JSON.parse(MALFORMED_API_PATH_ANSWER)).toEqual({
      code: errorCodes.validation,
      message: messageKeys.validationFailed,
    });
  });
});

describe('installRequestGuard', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server made the way `next start` makes its own, through a guarded createServer. */
  async function guardedServer(): Promise<{ port: number; seen: string[] }> {
    const httpModule = { createServer: http.createServer } as typeof http;
    installRequestGuard(httpModule);
    const seen: string[] = [];
    server = httpModule.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.end('next');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, seen };
  }

  function get(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
          );
        })
        .on('error', reject);
    });
  }

  it('answers a malformed BFF path itself, hands a malformed page path on as the not-found address, passes the rest', async () => {
    const { port, seen } = await guardedServer();

    const refused = await get(port, '/api/%E0%A4%A');
    expect(refused).toEqual({ status: 400, type: 'application/json', body: MALFORMED_API_PATH_ANSWER });

    expect((await get(port, '/lp/%E0%A4%A?from=qr')).body).toBe('next');
    expect((await get(port, '/api/configuration?x=1')).body).toBe('next');
    expect(seen).toEqual([NOT_FOUND_PATH, '/api/configuration?x=1']);
  });
});
