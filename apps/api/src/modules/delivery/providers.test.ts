import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { apiErrorSchema, verifyCodeResultSchema } from '@loyalty/contract';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PHONE, outboundMessages } from '@loyalty/db';
import { testDatabaseKinds } from '@loyalty/db/testing';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { asService, freshClientIp } from '../../test-support';
import { solveCaptcha, startTestApi, type TestApi } from '../../testing';
import { createSmtpSender } from './smtp-transport';
import { createHttpSmsSender } from './sms-transport';

interface ReceivedMail {
  auth: string | undefined;
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP (RFC 5321) for nodemailer: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT. */
function startSmtpServer(): Promise<{ server: NetServer; port: number; mails: ReceivedMail[] }> {
  const mails: ReceivedMail[] = [];
  const server = createNetServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { auth: undefined, from: '', to: [], data: '' };
    let auth: string | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push({ ...current, auth });
            current = { auth: undefined, from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const [verb = '', ...rest] = line.split(' ');
        const argument = rest.join(' ');
        switch (verb.toUpperCase()) {
          case 'EHLO':
            reply('250-fake-smtp');
            reply('250-AUTH PLAIN');
            reply('250 8BITMIME');
            break;
          case 'AUTH':
            auth = Buffer.from(argument.replace(/^PLAIN\s*/i, ''), 'base64').toString('utf8');
            reply('235 2.7.0 authenticated');
            break;
          case 'MAIL':
            current.from = /<([^>]*)>/.exec(argument)?.[1] ?? '';
            reply('250 2.1.0 ok');
            break;
          case 'RCPT':
            current.to.push(/<([^>]*)>/.exec(argument)?.[1] ?? '');
            reply('250 2.1.5 ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 end with <CRLF>.<CRLF>');
            break;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            break;
          default:
            reply('250 ok');
        }
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, mails }),
    ),
  );
}

interface ReceivedSms {
  authorization: string | undefined;
  body: { to: string; from: string; text: string };
}

/** An SMS provider that takes JSON and answers `status` (202 unless a test says otherwise). */
function startSmsProvider(): Promise<{
  server: HttpServer;
  url: string;
  messages: ReceivedSms[];
  status: { code: number };
}> {
  const messages: ReceivedSms[] = [];
  const status = { code: 202 };
  const server = createHttpServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    messages.push({
      authorization: request.headers.authorization,
      body: JSON.parse(text) as ReceivedSms['body'],
    });
    response.writeHead(status.code, { 'content-type': 'application/json' }).end('{"id":"msg-1"}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`,
        messages,
        status,
      }),
    ),
  );
}

const closeServer = (server: NetServer | HttpServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

describe('delivery transports', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  beforeAll(async () => {
    [smtp, sms] = await Promise.all([startSmtpServer(), startSmsProvider()]);
  });
  afterAll(async () => {
    await Promise.all([closeServer(smtp.server), closeServer(sms.server)]);
  });

  it('hands an e-mail to the SMTP server of SMTP_URL, logging in with its credentials', async () => {
    const sender = createSmtpSender({
      url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: 'Loyalty <no-reply@loyalty.example.com>',
    });
    try {
      await sender.sendEmail({
        to: 'member@example.com',
        subject: 'Your code',
        text: 'Your code is 123456.',
      });
    } finally {
      sender.close();
    }
    const mail = smtp.mails.at(-1);
    expect(mail).toMatchObject({
      auth: '\u0000mailer\u0000s3cret',
      from: 'no-reply@loyalty.example.com',
      to: ['member@example.com'],
    });
    expect(mail?.data).toContain('Subject: Your code');
    expect(mail?.data).toContain('Your code is 123456.');
  });

  it('posts an SMS as JSON with the bearer key, and fails on a non-2xx answer', async () => {
    const sender = createHttpSmsSender({ url: sms.url, apiKey: 'sms-key', from: 'BeanLeaf' });
    await sender.sendSms({ to: '+15555550100', text: 'Your code is 654321.' });
    expect(sms.messages.at(-1)).toEqual({
      authorization: 'Bearer sms-key',
      body: { to: '+15555550100', from: 'BeanLeaf', text: 'Your code is 654321.' },
    });
    sms.status.code = 401;
    try {
      await expect(sender.sendSms({ to: '+15555550100', text: 'x' })).rejects.toThrow(
        'SMS provider answered 401',
      );
    } finally {
      sms.status.code = 202;
    }
  });
});

describe.each(testDatabaseKinds())('code delivery through the providers on %s', (kind) => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    [api, smtp, sms] = await Promise.all([
      startTestApi({ databaseKind: kind }),
      startSmtpServer(),
      startSmsProvider(),
    ]);
    // The same database and secrets as the test API, but real delivery instead of the dev outbox.
    app = buildApp({
      db: api.db,
      databaseKind: api.databaseKind,
      config: {
        ...api.app.config,
        devOutbox: false,
        smtp: { url: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@bean-leaf.example.com' },
        sms: { url: sms.url, apiKey: 'sms-key', from: 'BeanLeaf' },
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([closeServer(smtp.server), closeServer(sms.server)]);
    await api.close();
  });

  const requestCode = async (target: FastifyInstance, identifier: string) =>
    target.inject({
      method: 'POST',
      url: '/v1/auth/codes',
      headers: { ...asService(api), ...freshClientIp() },
      payload: { identifier, captcha: await solveCaptcha(api) },
    });
  const lastLogged = async () =>
    (await api.db.select().from(outboundMessages).orderBy(desc(outboundMessages.id)).limit(1))[0];

  it('e-mails the code, logs it redacted, and the code signs the member in', async () => {
    expect(app.delivery.name).toBe('providers');
    expect((await requestCode(app, DEMO_MEMBER_EMAIL)).statusCode).toBe(202);
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual([DEMO_MEMBER_EMAIL]);
    const code = /\b(\d{6})\b/.exec(mail?.data ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const logged = await lastLogged();
    expect(logged).toMatchObject({ recipient: DEMO_MEMBER_EMAIL, status: 'sent', channel: 'email' });
    expect(logged?.body).toContain('******');
    expect(logged?.body).not.toContain(code);
    // Outside outbox mode there is no /dev/outbox to read it from either.
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);

    const verified = await app.inject({
      method: 'POST',
      url: '/v1/auth/codes/verify',
      headers: { ...asService(api), ...freshClientIp() },
      payload: { identifier: DEMO_MEMBER_EMAIL, code },
    });
    expect(verifyCodeResultSchema.parse(verified.json()).status).toBe('authenticated');
  });

  it('texts the code through the SMS provider, logging it redacted; a provider failure is a 503', async () => {
    expect((await requestCode(app, DEMO_MEMBER_PHONE)).statusCode).toBe(202);
    const sent = sms.messages.at(-1);
    expect(sent?.body).toMatchObject({ to: DEMO_MEMBER_PHONE, from: 'BeanLeaf' });
    const code = /\b(\d{6})\b/.exec(sent?.body.text ?? '')?.[1] ?? '';
    const logged = await lastLogged();
    expect(logged).toMatchObject({
      recipient: DEMO_MEMBER_PHONE,
      status: 'sent',
      channel: 'sms',
      subject: null,
    });
    expect(logged?.body).not.toContain(code);

    sms.status.code = 500;
    try {
      const failed = await requestCode(app, '555-555-0142');
      expect(failed.statusCode).toBe(503);
      expect(apiErrorSchema.parse(failed.json())).toEqual({
        code: 'UNAVAILABLE',
        message: 'general.unavailable',
      });
      const row = (
        await api.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, '+15555550142'))
      )[0];
      expect(row?.status).toBe('failed');
    } finally {
      sms.status.code = 202;
    }
  });

  it('answers 503 for a channel with no provider and no outbox', async () => {
    const emailOnly = buildApp({
      db: api.db,
      databaseKind: api.databaseKind,
      config: { ...app.config, sms: undefined },
    });
    try {
      const response = await requestCode(emailOnly, '555-555-0143');
      expect(response.statusCode).toBe(503);
      expect(apiErrorSchema.parse(response.json()).message).toBe('general.unavailable');
      expect((await requestCode(emailOnly, 'only-email@example.com')).statusCode).toBe(202);
    } finally {
      await emailOnly.close();
    }
  });
});
