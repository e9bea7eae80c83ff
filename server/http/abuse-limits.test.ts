import { consoleApi, ownApi } from '@/lib/contract';
import { makeCore, visitor } from '../testing/core-fixture';
import { quota } from './abuse-limits';
import { createHttpApp } from './app';
import { refused } from '../core';

const HOUR = 60 * 60 * 1000;

/** The Hono app over the fixture's centre, reading client addresses from X-Forwarded-For. */
async function setup() {
  const fixture = await makeCore();
  const app = createHttpApp(fixture.core, { save: async () => '/uploads/x' }, { trustProxy: true });
  const call = async (path: string, body: unknown, token?: string, address = '203.0.113.7') => {
    const response = await app.fetch(
      new Request(new URL(path, 'http://test'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
          ...(token && { Authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(body),
      }),
    );
    const json = (await response.json()) as { message: { code?: string }; data: unknown };
    return { status: response.status, code: json.message.code, data: json.data };
  };
  const engineerToken = (await fixture.core.engineerLogin('e1', 'pw')).token ?? '';
  return { ...fixture, app, call, engineerToken };
}

/** A visitor E1 serves; the phone they gave with the transfer. */
async function liveChat(s: Awaited<ReturnType<typeof setup>>) {
  const v = await visitor(s.core);
  const { sessionId } = await s.core.selectBigQueue(v, 'NB', 'webchat', {
    preChat: { phone: '13812345678' },
  });
  await s.core.accept('E1', sessionId);
  return { v, sessionId };
}

/** `ms` later for the centre and for the caps, which count by the wall clock. */
async function later(s: Awaited<ReturnType<typeof setup>>, ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
  await s.clock.advance(ms);
}

const statuses = (outcomes: { status: number; code?: string }[]) =>
  outcomes.reduce<Record<string, number>>((counts, o) => {
    const key = o.status === 200 ? '200' : `${o.status} ${o.code}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe('a quota in memory', () => {
  afterEach(() => vi.useRealTimers());

  it('counts per key in a fixed window, then refuses until the window ends', async () => {
    vi.useFakeTimers();
    const capped = quota({
      name: 't',
      points: 2,
      windowMs: HOUR,
      refusal: () => refused(429, 'x', { code: 'leave_message_limit' }),
    });
    await capped.take('a');
    await capped.take('a');
    await expect(capped.take('a')).rejects.toThrow('x');
    await capped.take('b');
    await vi.advanceTimersByTimeAsync(HOUR);
    await capped.take('a');
  });
});

describe('abuse over HTTP (#37 items 5 and 6)', () => {
  afterEach(() => vi.useRealTimers());

  it("refuses another site's file in a visitor's send and an engineer's send: 400 foreign_media", async () => {
    const s = await setup();
    const { v, sessionId } = await liveChat(s);
    const visitorSend = await s.call(ownApi.send.path, {
      token: v.token,
      message_body: {
        MsgType: 'file',
        MediaUrl: 'https://evil.example/payroll.exe',
        FileName: 'Q3-salaries.pdf',
        FileSize: 12_345,
        CreateTime: 1,
      },
    });
    expect(visitorSend).toMatchObject({ status: 400, code: 'foreign_media' });
    const engineerSend = await s.call(
      consoleApi.send.path,
      { session_id: sessionId, MsgType: 'image', MediaUrl: '//evil.example/a.png' },
      s.engineerToken,
    );
    expect(engineerSend).toMatchObject({ status: 400, code: 'foreign_media' });
    const own = await s.call(
      consoleApi.send.path,
      { session_id: sessionId, MsgType: 'image', MediaUrl: '/uploads/2026/11/a.png' },
      s.engineerToken,
    );
    expect(own.status).toBe(200);
  });

  it('lets 3 of 10 visitors of one address queue at once; the rest are 429 queue_address_limit', async () => {
    const s = await setup();
    const visitors = await Promise.all(Array.from({ length: 10 }, () => visitor(s.core)));
    const outcomes = await Promise.all(
      visitors.map((v) =>
        s.call(ownApi.selectBigQueue.path, {
          token: v.token,
          queue_code: 'NB',
          pathway: 'webchat',
        }),
      ),
    );
    expect(statuses(outcomes)).toEqual({ '200': 3, '429 queue_address_limit': 7 });
    const elsewhere = await visitor(s.core);
    const other = await s.call(
      ownApi.selectBigQueue.path,
      { token: elsewhere.token, queue_code: 'NB', pathway: 'webchat' },
      undefined,
      '198.51.100.2',
    );
    expect(other.status).toBe(200);
  });

  it("texts only the visitor's phone of a live session; 50 of 60 at once pass the daily cap", async () => {
    const s = await setup();
    const { sessionId } = await liveChat(s);
    const sms = (phone: string, session = sessionId) =>
      s.call(consoleApi.sms.path, { session_id: session, phone, text: '您好' }, s.engineerToken);
    expect(await sms('13900000000')).toMatchObject({ status: 403, code: 'sms_wrong_phone' });
    const outcomes = await Promise.all(Array.from({ length: 60 }, () => sms('13812345678')));
    expect(statuses(outcomes)).toEqual({ '200': 50, '429 sms_daily_limit': 10 });
    expect(await s.core.smsOutbox()).toHaveLength(50);
    // A day later the engineer may text again; never about a closed session.
    await later(s, 24 * HOUR);
    expect((await sms('13812345678')).status).toBe(200);
    await s.core.closeByEngineer('E1', sessionId);
    expect(await sms('13812345678')).toMatchObject({ status: 409, code: 'session_ended' });
  });

  it('caps a burst of 31 left messages: 10 an hour per address, 3 per visitor', async () => {
    const s = await setup();
    const leave = (token: string, address?: string) =>
      s.call(
        ownApi.leaveMessage.path,
        { name: '张三', phone: '13812345678', message: '电脑开不了机' },
        token,
        address,
      );
    // 31 new visitors from one address, at once.
    const visitors = await Promise.all(Array.from({ length: 31 }, () => visitor(s.core)));
    const burst = await Promise.all(visitors.map((v) => leave(v.token)));
    expect(statuses(burst)).toEqual({ '200': 10, '429 leave_message_limit': 21 });
    // One visitor from 31 addresses.
    const one = await visitor(s.core);
    const spread = await Promise.all(
      Array.from({ length: 31 }, (_, i) => leave(one.token, `198.51.100.${i + 1}`)),
    );
    // (The 31st of one visitor meets the send limit's burst of 30 first: 429 rate_limited.)
    expect(spread.filter((o) => o.status === 200)).toHaveLength(3);
    expect(spread.filter((o) => o.code === 'leave_message_limit').length).toBeGreaterThanOrEqual(
      27,
    );
    expect(spread.every((o) => o.status === 200 || o.status === 429)).toBe(true);
    // An invalid message costs nothing.
    const fresh = await visitor(s.core);
    const invalid = await s.call(
      ownApi.leaveMessage.path,
      { name: '张三', message: '没有联系方式' },
      fresh.token,
      '192.0.2.1',
    );
    expect(invalid.status).toBe(422);
    await later(s, HOUR);
    expect((await leave(visitors[0]!.token)).status).toBe(200);
  });
});
