import { generateKeyPairSync } from 'node:crypto';
import { createSecureServer, type Http2SecureServer, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apnsPusher } from './pass-push';

/** A self-signed certificate for `localhost`, so the pusher's TLS client can trust a local APNs stand-in. */
function localhostCertificate(): { cert: string; key: string } {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 3600_000);
  const name = [{ name: 'commonName', value: 'localhost' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }]);
  cert.sign(forge.pki.privateKeyFromPem(keys.privateKey), forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: keys.privateKey };
}

describe('APNs pusher', () => {
  const tls = localhostCertificate();
  const client = localhostCertificate();
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let server: Http2SecureServer;
  let url: string;

  beforeAll(async () => {
    server = createSecureServer({
      cert: tls.cert,
      key: tls.key,
      requestCert: true,
      rejectUnauthorized: false,
    });
    server.on('stream', (stream, headers) => {
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => {
        received.push({ headers, body });
        const gone = String(headers[':path']).endsWith('/gone-token');
        stream.respond({ ':status': gone ? 410 : 200, 'content-type': 'application/json' });
        stream.end(gone ? JSON.stringify({ reason: 'Unregistered' }) : '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts an empty payload to the device with the pass type as topic, and reports gone devices', async () => {
    const pusher = apnsPusher({
      url,
      topic: 'pass.test.topic',
      cert: client.cert,
      key: client.key,
      ca: tls.cert,
    });
    try {
      expect(await pusher.push('live-token', { businessId: 'bean-leaf', serialNumber: 's1' })).toBe('sent');
      expect(await pusher.push('gone-token', { businessId: 'bean-leaf', serialNumber: 's1' })).toBe('gone');
    } finally {
      pusher.close?.();
    }
    expect(received.map((request) => request.headers[':path'])).toEqual([
      '/3/device/live-token',
      '/3/device/gone-token',
    ]);
    expect(received[0]?.headers['apns-topic']).toBe('pass.test.topic');
    expect(received[0]?.headers[':method']).toBe('POST');
    expect(received[0]?.body).toBe('{}');
  });
});
