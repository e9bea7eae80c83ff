// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCore, ManualClock, createMemoryStore } from '../../core';
import { seedSupportCentre } from '../../demo/seed';
import { ConfigError } from '../config';
import { hostMessenger, outboundConfig, smsGateway, smtpMailer } from './outbound';
import { httpUserCentre } from './user-centre-client';
import { smtpServer } from '../../testing/loopback';

/** A real HTTP server on loopback that answers with `answer` and keeps what it is given. */
async function httpServer(answer: (body: string, req: IncomingMessage) => [number, unknown]) {
  const seen: { headers: IncomingMessage['headers']; body: string; url: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ headers: req.headers, body, url: req.url ?? '' });
      const [status, json] = answer(body, req);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('outbound settings', () => {
  it('reads SMTP, the SMS gateway and the user centre; refuses what cannot work', () => {
    expect(outboundConfig({})).toEqual({});
    expect(
      outboundConfig({
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'Lenovo 服务 <service@example.com>',
        SMS_GATEWAY_URL: 'https://sms.example.com/send',
        SMS_GATEWAY_TOKEN: 's3cret',
        USER_CENTER_URL: 'https://id.example.com',
      }),
    ).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Lenovo 服务 <service@example.com>',
      smsGatewayUrl: 'https://sms.example.com/send',
      smsGatewayToken: 's3cret',
      userCenterUrl: 'https://id.example.com',
    });
    expect(() => outboundConfig({ SMTP_URL: 'http://x' })).toThrow(ConfigError);
    expect(() => outboundConfig({ SMTP_URL: 'smtp://x:25' })).toThrow(/MAIL_FROM/);
    expect(() => outboundConfig({ SMS_GATEWAY_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => outboundConfig({ USER_CENTER_URL: 'nope' })).toThrow(ConfigError);
  });
});

/** A centre (no demo) whose mail goes through the SMTP adapter to `smtpUrl`. */
async function centreMailingBy(smtpUrl: string, from: string) {
  const store = createMemoryStore();
  const clock = new ManualClock();
  await seedSupportCentre(store, clock, { demo: false });
  const core = createCore({ store, clock, messenger: { mail: smtpMailer(smtpUrl, from) } });
  return { core, store, clock };
}

describe('the SMTP adapter against a real SMTP server', () => {
  it('delivers a sign-in code by mail in the centre’s words', async () => {
    const smtp = await smtpServer();
    try {
      const { core } = await centreMailingBy(smtp.url, 'Lenovo 服务 <service@example.com>');
      expect(await core.sendCode('Li@Example.com')).toEqual({});
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.data).toContain('Subject: =?UTF-8?B?5oKo55qE55m75b2V6aqM6K+B56CB?='); // 您的登录验证码
      // A plain-text body in base64, as nodemailer writes UTF-8: the centre's fixed words.
      const body = Buffer.from(mail!.data.split('\r\n\r\n')[1]!, 'base64').toString('utf8');
      expect(body).toMatch(/^您的登录验证码为 \d{6}，5 分钟内有效。如非本人操作，请忽略本消息。$/);
      // The code that arrived signs in.
      const sent = /(\d{6})/.exec(body)?.[1] ?? '';
      expect((await core.loginVisitor({ email: 'li@example.com', code: sent })).email).toBe(
        'li@example.com',
      );
    } finally {
      await smtp.close();
    }
  });

  it('delivers the transcript a visitor asked for to their proved address, through the outbox', async () => {
    const smtp = await smtpServer();
    try {
      const { core, store, clock } = await centreMailingBy(smtp.url, 'service@example.com');
      await core.sendCode('li@example.com');
      const text = (i: number) =>
        Buffer.from(smtp.received[i]!.data.split('\r\n\r\n')[1]!, 'base64').toString('utf8');
      const code = /(\d{6})/.exec(text(0))?.[1] ?? '';
      const { token } = await core.loginVisitor({ email: 'li@example.com', code });
      const visitor = await core.visitorByToken(token);
      const { sessionId } = await core.robotStart(visitor);
      await core.sendFromVisitor(visitor, { kind: 'Text', text: '电脑开机黑屏' });
      const mail = await core.mailTranscript(
        visitor,
        { sessionId, email: 'li@example.com' },
        { locale: 'zh' },
      );
      // Queued with the request, sent once its unit has committed (the timer at 0).
      expect(await store.outbox.get(mail.id)).toMatchObject({ state: 'queued' });
      await clock.advance(0);
      expect(smtp.received.map((m) => m.to)).toEqual([['li@example.com'], ['li@example.com']]);
      expect(smtp.received[1]!.data).toContain('Content-Type: text/html');
      expect(await store.outbox.get(mail.id)).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it('fails the send (and the code is withdrawn) when the mail server is gone', async () => {
    const smtp = await smtpServer();
    await smtp.close();
    const mailer = smtpMailer(smtp.url, 'service@example.com');
    await expect(mailer({ to: 'li@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});

describe('the SMS gateway adapter against a real HTTP server', () => {
  it('POSTs {to, text} with the bearer token; a non-2xx fails the send', async () => {
    let status = 200;
    const gateway = await httpServer(() => [status, { ok: status === 200 }]);
    try {
      const send = smsGateway(gateway.url, 's3cret');
      await send({ to: '13800138000', text: '您的登录验证码为 123456' });
      expect(gateway.seen[0]!.headers.authorization).toBe('Bearer s3cret');
      expect(gateway.seen[0]!.headers['content-type']).toBe('application/json');
      expect(JSON.parse(gateway.seen[0]!.body)).toEqual({
        to: '13800138000',
        text: '您的登录验证码为 123456',
      });
      status = 500;
      await expect(send({ to: '13800138000', text: 'x' })).rejects.toThrow(/500/);
    } finally {
      await gateway.close();
    }
  });

  it('is what the host sends codes with; a demo shows them instead', async () => {
    const gateway = await httpServer(() => [200, {}]);
    try {
      const real = hostMessenger({ smsGatewayUrl: gateway.url }, false);
      expect(real.showsCodes).toBe(false);
      expect(real.mail).toBeUndefined();
      await real.sms!({ to: '13800138000', text: 'x' });
      expect(gateway.seen).toHaveLength(1);
      expect(hostMessenger({}, true)).toEqual({ showsCodes: true });
    } finally {
      await gateway.close();
    }
  });
});

describe('the user centre client against a real HTTP server', () => {
  it('asks /v2/login/status server to server, and believes only a live session', async () => {
    const centre = await httpServer((body) => {
      const { st } = JSON.parse(body) as { st: string };
      if (st === 'st-live') return [200, { logged_in: true, lenovo_id: 'lid-42' }];
      if (st === 'st-broken') return [500, {}];
      if (st === 'st-refused') return [401, {}];
      return [200, { logged_in: false }];
    });
    try {
      const userCentre = httpUserCentre(`${centre.url}/uc`);
      expect(await userCentre.accountOf('st-live', 'mbgService')).toBe('lid-42');
      expect(centre.seen[0]!.url).toBe('/uc/v2/login/status');
      expect(centre.seen[0]!.headers.accept).toBe('application/vnd.usercenter.v2+json');
      expect(JSON.parse(centre.seen[0]!.body)).toEqual({ st: 'st-live', location: 'mbgService' });
      expect(await userCentre.accountOf('st-old', 'mbgService')).toBeUndefined();
      expect(await userCentre.accountOf('st-refused', 'mbgService')).toBeUndefined();
      await expect(userCentre.accountOf('st-broken', 'mbgService')).rejects.toThrow(/500/);
    } finally {
      await centre.close();
    }
  });
});
