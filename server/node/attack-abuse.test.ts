// @vitest-environment node
import { consoleApi, ownApi } from '@/lib/contract';
import { loadConfig } from './config';
import { startTestServer, withoutMsw, type TestServer } from '../testing/test-server';

// #37 items 5 and 6: media from another site, and one client flooding the queue, the SMS
// gateway and the left messages, attacked as the findings did, against a started server with
// the documented default caps.

withoutMsw();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PHONE = '13812345678';

let server: TestServer;
beforeAll(async () => {
  // The caps as an operator who sets none gets them (README's table).
  const { abuse } = loadConfig({});
  expect(abuse).toEqual({
    queuedPerAddress: 3,
    smsPerEngineerPerDay: 50,
    leaveMessagesPerVisitorPerHour: 3,
    leaveMessagesPerAddressPerHour: 10,
  });
  // Behind a proxy that says who the client is: the attacks come from one address, real
  // visitors from others (X-Forwarded-For).
  server = await startTestServer({ abuse, trustProxy: true });
});
afterAll(() => server.stop());

interface Answer {
  status: number;
  code?: string;
  data: Record<string, unknown> | null;
}

async function post(path: string, body: unknown, token?: string, from?: string): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(from && { 'X-Forwarded-For': from }),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    message: { code?: string };
    data: Record<string, unknown> | null;
  };
  return { status: response.status, code: json.message.code, data: json.data };
}

async function anonToken(from?: string): Promise<string> {
  return (await post(ownApi.loginAnon.path, {}, undefined, from)).data!.token as string;
}

async function engineerToken(): Promise<string> {
  const login = await post(consoleApi.login.path, { account: 'demo', password: 'demo123' });
  return login.data!.token as string;
}

const queue = (token: string, from?: string, phone?: string) =>
  post(
    ownApi.selectBigQueue.path,
    { token, queue_code: 'NB', pathway: 'webchat', ...(phone && { pre_chat: { phone } }) },
    undefined,
    from,
  );

/** A visitor (from their own address) the demo engineer serves; the phone given with the transfer. */
async function liveChat(engineer: string, from: string) {
  const token = await anonToken(from);
  const queued = await queue(token, from, PHONE);
  const sessionId = queued.data!.session_id as string;
  expect((await post(consoleApi.accept.path, { session_id: sessionId }, engineer)).status).toBe(
    200,
  );
  return { token, sessionId };
}

/** How many answers of each kind: '200', or the status and the reason. */
const tally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((counts, a) => {
    const key = a.status === 200 ? '200' : `${a.status} ${a.code}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe('media from another site (#37 item 5)', () => {
  it('refuses a file card pointing off-site from the visitor and the engineer; our own upload goes', async () => {
    const engineer = await engineerToken();
    const chat = await liveChat(engineer, '198.51.100.10');
    const forged = {
      MsgType: 'file',
      MediaUrl: 'https://evil.example/payroll.exe',
      FileName: 'Q3-salaries.pdf',
      FileSize: 12_345,
    };
    const visitorSend = await post(ownApi.send.path, {
      token: chat.token,
      message_body: { ...forged, CreateTime: 1 },
    });
    expect(visitorSend).toMatchObject({ status: 400, code: 'foreign_media' });
    for (const url of ['//evil.example/a.png', '/\\evil.example/a.png', 'javascript:alert(1)']) {
      const picture = await post(ownApi.send.path, {
        token: chat.token,
        message_body: { MsgType: 'image', PicUrl: url, CreateTime: 1 },
      });
      expect(picture, url).toMatchObject({ status: 400, code: 'foreign_media' });
    }
    const engineerSend = await post(
      consoleApi.send.path,
      { session_id: chat.sessionId, ...forged },
      engineer,
    );
    expect(engineerSend).toMatchObject({ status: 400, code: 'foreign_media' });

    // A picture uploaded here is ours: it goes, from either side.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PNG)], 'screen.png'));
    const uploaded = await fetch(`${server.url}${ownApi.uploadImage.path}?token=${chat.token}`, {
      method: 'POST',
      body: form,
    });
    const url = ((await uploaded.json()) as { data: { image_url: string } }).data.image_url;
    expect(url).toMatch(/^\/uploads\//);
    const own = await post(ownApi.send.path, {
      token: chat.token,
      message_body: { MsgType: 'image', PicUrl: url, CreateTime: 1 },
    });
    expect(own.status).toBe(200);
    expect(
      (
        await post(
          consoleApi.send.path,
          { session_id: chat.sessionId, MsgType: 'image', MediaUrl: url },
          engineer,
        )
      ).status,
    ).toBe(200);
  });
});

describe('one address filling the queue (#37 item 6)', () => {
  it('queues 3 of 10 visitors of one address at once; the next real visitor is 4th, not 12th', async () => {
    await engineerToken();
    const attacker = '203.0.113.66';
    const tokens = await Promise.all(Array.from({ length: 10 }, () => anonToken(attacker)));
    const answers = await Promise.all(tokens.map((token) => queue(token, attacker)));
    expect(tally(answers)).toEqual({ '200': 3, '429 queue_address_limit': 7 });
    const real = await queue(await anonToken('192.0.2.44'), '192.0.2.44');
    expect(real.status).toBe(200);
    // Ahead: the attacker's 3 only (this file's other visitors are being served).
    expect(real.data!.position).toBe(4);
  });
});

describe('short messages (#37 item 6)', () => {
  it("go only to the visitor's own phone, never about a closed session; 50 of 60 at once a day", async () => {
    const engineer = await engineerToken();
    const chat = await liveChat(engineer, '198.51.100.20');
    const sms = (phone: string, text = '您的维修单已受理') =>
      post(consoleApi.sms.path, { session_id: chat.sessionId, phone, text }, engineer);
    expect(await sms('13900000000', '中奖啦，点击领取')).toMatchObject({
      status: 403,
      code: 'sms_wrong_phone',
    });
    const burst = await Promise.all(Array.from({ length: 60 }, () => sms(PHONE)));
    expect(tally(burst)).toEqual({ '200': 50, '429 sms_daily_limit': 10 });

    // A closed session: refused before the cap is even asked.
    const closed = await liveChat(engineer, '198.51.100.21');
    await post(consoleApi.close.path, { session_id: closed.sessionId }, engineer);
    const late = await post(
      consoleApi.sms.path,
      { session_id: closed.sessionId, phone: PHONE, text: 'x' },
      engineer,
    );
    expect(late).toMatchObject({ status: 409, code: 'session_ended' });
  });
});

describe('leave a message (#37 item 6)', () => {
  const leave = (token: string, from?: string) =>
    post(
      ownApi.leaveMessage.path,
      { name: '张三', phone: PHONE, message: '电脑开不了机，请回电' },
      token,
      from,
    );

  it('lets 10 of a burst of 31 visitors from one address leave a message, in parallel', async () => {
    const spammer = '203.0.113.77';
    const tokens = await Promise.all(Array.from({ length: 31 }, () => anonToken(spammer)));
    const answers = await Promise.all(tokens.map((token) => leave(token, spammer)));
    expect(tally(answers)).toEqual({ '200': 10, '429 leave_message_limit': 21 });
  });

  it('lets one visitor leave 3 in an hour, from however many addresses', async () => {
    const token = await anonToken('192.0.2.90');
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) => leave(token, `192.0.2.${100 + i}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    // The rest are 429: the cap, or (the 31st) the send limit's burst of 30.
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
  });
});
