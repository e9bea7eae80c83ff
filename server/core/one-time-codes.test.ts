import { createCore } from './core';
import { ManualClock } from './clock';
import type { Messenger } from './ports';
import { createMemoryStore } from './memory-store';
import {
  CODE_DIGITS,
  CODE_MAX_TRIES,
  CODE_TTL_MS,
  codeAddress,
  randomCode,
} from './one-time-codes';
import { UNIFIED_TICKET_TTL_MS } from './code-sign-in';
import { VISITOR_SIGN_INS_MAX } from './accounts';
import { tokenDigest } from './tokens';
import { seedSupportCentre } from '../demo/seed';

async function setup(messenger: Messenger) {
  const store = createMemoryStore();
  const clock = new ManualClock();
  await seedSupportCentre(store, clock, { demo: false });
  const core = createCore({ store, clock, messenger });
  return { core, store, clock };
}

/** A messenger that records what it sends: a real one's place in these tests. */
function recording() {
  const sms: { to: string; text: string }[] = [];
  const mail: { to: string; subject: string; text: string }[] = [];
  const messenger: Messenger = {
    sms: async (message) => void sms.push(message),
    mail: async (message) => void mail.push({ ...message, text: message.text ?? '' }),
  };
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  return { messenger, sms, mail, codeIn };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: { status: number; reason: { code: string } }) => ({
      status: e.status,
      code: e.reason.code,
    }),
  );

describe('one-time codes (#37 item 1)', () => {
  it('are six digits, five minutes, five tries (the constants)', () => {
    expect(CODE_DIGITS).toBe(6);
    expect(CODE_TTL_MS).toBe(5 * 60_000);
    expect(CODE_MAX_TRIES).toBe(5);
    expect(UNIFIED_TICKET_TTL_MS).toBe(5 * 60_000);
  });

  it('draws uniform digits: a value past the last whole million is drawn again', () => {
    const values = [4_294_967_295, 123];
    expect(randomCode((bytes) => ((bytes[0] = values.shift()!), bytes))).toBe('000123');
    for (let i = 0; i < 50; i += 1) expect(randomCode()).toMatch(/^\d{6}$/);
  });

  it('reads a mobile number (as autofill writes it) or an e-mail, nothing else', () => {
    expect(codeAddress('+86 138 0013 8000')).toEqual({ channel: 'sms', to: '13800138000' });
    expect(codeAddress(' Li@Example.com ')).toEqual({ channel: 'mail', to: 'li@example.com' });
    expect(codeAddress('010-12345678')).toBeUndefined();
    expect(codeAddress('li@')).toBeUndefined();
  });

  it('sends the code by SMS in the centre’s words, stores only its salted hash, and signs in once', async () => {
    const { messenger, sms, codeIn } = recording();
    const { core, store } = await setup(messenger);
    expect(await core.sendCode('13800138000')).toEqual({});
    expect(sms).toHaveLength(1);
    expect(sms[0]!.to).toBe('13800138000');
    expect(sms[0]!.text).toMatch(
      /^您的登录验证码为 \d{6}，5 分钟内有效。如非本人操作，请忽略本消息。$/,
    );
    const code = codeIn(sms[0]!.text);
    const rows = await store.codes.all();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain('13800138000');

    const visitor = await core.loginVisitor({ phone: '13800138000', code });
    expect(visitor).toMatchObject({ anonymous: false, phone: '13800138000', name: '138****8000' });
    // Single use: the same code again is spent.
    await expect(refusal(core.loginVisitor({ phone: '13800138000', code }))).resolves.toEqual({
      status: 401,
      code: 'code_expired',
    });
  });

  it('refuses a forged code: every six digits but the one sent fail, and the fifth wrong one spends it', async () => {
    const { messenger, mail, codeIn } = recording();
    const { core } = await setup(messenger);
    await core.sendCode('li@example.com');
    const code = codeIn(mail[0]!.text);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 1; i < CODE_MAX_TRIES; i += 1)
      await expect(
        refusal(core.loginVisitor({ email: 'li@example.com', code: wrong })),
      ).resolves.toEqual({ status: 401, code: 'wrong_code' });
    await expect(
      refusal(core.loginVisitor({ email: 'li@example.com', code: wrong })),
    ).resolves.toEqual({ status: 401, code: 'wrong_code' });
    // The right code after five wrong ones: spent.
    await expect(refusal(core.loginVisitor({ email: 'li@example.com', code }))).resolves.toEqual({
      status: 401,
      code: 'code_expired',
    });
    // No code was ever sent to this address: nothing signs in (the old demo rule took any).
    await expect(
      refusal(core.loginVisitor({ email: 'wang@example.com', code: '123456' })),
    ).resolves.toEqual({ status: 401, code: 'code_expired' });
  });

  it('expires after five minutes, and a newer code replaces the older', async () => {
    const { messenger, sms, codeIn } = recording();
    const { core, clock } = await setup(messenger);
    await core.sendCode('13800138000');
    const first = codeIn(sms[0]!.text);
    await core.sendCode('13800138000');
    const second = codeIn(sms[1]!.text);
    if (first !== second)
      await expect(
        refusal(core.loginVisitor({ phone: '13800138000', code: first })),
      ).resolves.toEqual({ status: 401, code: 'wrong_code' });
    await clock.advance(CODE_TTL_MS + 1);
    await expect(
      refusal(core.loginVisitor({ phone: '13800138000', code: second })),
    ).resolves.toEqual({ status: 401, code: 'code_expired' });
  });

  it('says code sign-in is not available (503) without a sender, and withdraws a code a gateway failed to send', async () => {
    const { core, store } = await setup({});
    await expect(refusal(core.sendCode('13800138000'))).resolves.toEqual({
      status: 503,
      code: 'code_login_unavailable',
    });
    await expect(
      refusal(core.loginVisitor({ phone: '13800138000', code: '123456' })),
    ).resolves.toEqual({ status: 401, code: 'code_expired' });
    expect(await store.codes.all()).toEqual([]);

    const failing = await setup({
      sms: async () => {
        throw new Error('gateway down');
      },
    });
    failing.core.ctx.reportError = () => undefined;
    await expect(refusal(failing.core.sendCode('13800138000'))).resolves.toEqual({
      status: 502,
      code: 'code_not_sent',
    });
    expect(await failing.store.codes.all()).toEqual([]);
  });

  it('shows the code instead of sending it only on a demo', async () => {
    const { core } = await setup({ showsCodes: true });
    const { shown } = await core.sendCode('13800138000');
    expect(shown).toMatch(/^\d{6}$/);
    expect((await core.loginVisitor({ phone: '13800138000', code: shown })).phone).toBe(
      '13800138000',
    );
  });
});

describe('sign-ins and tokens (#37 item 2)', () => {
  it('gives every sign-in a fresh token, never an existing one; other devices stay signed in', async () => {
    const { core, store } = await setup({ showsCodes: true });
    const signIn = async () =>
      core.loginVisitor({ phone: '13800138000', code: (await core.sendCode('13800138000')).shown });
    const phone = await signIn();
    const desktop = await signIn();
    expect(desktop.cubeUid).toBe(phone.cubeUid);
    expect(desktop.token).not.toBe(phone.token);
    expect((await core.visitorByToken(phone.token)).cubeUid).toBe(phone.cubeUid);
    expect((await core.visitorByToken(desktop.token)).cubeUid).toBe(phone.cubeUid);
    // Stored as digests: neither token is anywhere in the store.
    const rows = JSON.stringify([await store.visitors.all(), await store.credentials.all()]);
    expect(rows).not.toContain(phone.token);
    expect(rows).not.toContain(desktop.token);
    expect(await store.credentials.get(tokenDigest(phone.token))).toBeDefined();
  });

  it('signs out one device: its token ends, the other’s works, and its sockets are told', async () => {
    const { core } = await setup({ showsCodes: true });
    const a = await core.loginAnon();
    const other = await core.loginAnon();
    const events: unknown[] = [];
    core.bus.subscribe(`kick:${a.cubeUid}`, (event) => void events.push(event));
    await core.visitorLogout(a.token);
    await expect(refusal(core.visitorByToken(a.token))).resolves.toEqual({
      status: 401,
      code: 'invalid_identity',
    });
    expect(events).toEqual([{ type: 'revoked', credential: tokenDigest(a.token) }]);
    expect((await core.visitorByToken(other.token)).cubeUid).toBe(other.cubeUid);
    await expect(refusal(core.visitorLogout(a.token))).resolves.toMatchObject({ status: 401 });
  });

  it(`keeps at most ${VISITOR_SIGN_INS_MAX} sign-ins a visitor: the oldest ends`, async () => {
    const { core, clock } = await setup({ showsCodes: true });
    const tokens: string[] = [];
    for (let i = 0; i <= VISITOR_SIGN_INS_MAX; i += 1) {
      const { shown } = await core.sendCode('li@example.com');
      tokens.push((await core.loginVisitor({ email: 'li@example.com', code: shown })).token);
      await clock.advance(61_000);
    }
    await expect(refusal(core.visitorByToken(tokens[0]))).resolves.toMatchObject({ status: 401 });
    for (const token of tokens.slice(1))
      await expect(core.visitorByToken(token)).resolves.toBeDefined();
  });

  it('issues a fresh engineer token at every sign-in, stored by digest', async () => {
    const { core, store } = await setup({});
    await core.addEngineer({ account: 'zhang', name: '张工', password: 'long-enough-1' });
    const first = await core.engineerLogin('zhang', 'long-enough-1');
    const second = await core.engineerLogin('zhang', 'long-enough-1');
    expect(second.token).not.toBe(first.token);
    expect(JSON.stringify(await store.engineers.all())).not.toContain(second.token);
    // One console per engineer: the older sign-in ends.
    await expect(refusal(core.engineerByToken(first.token))).resolves.toMatchObject({
      status: 401,
    });
    expect((await core.engineerByToken(second.token)).account).toBe('zhang');
  });
});

describe('the unified login’s ticket (#37 item 3)', () => {
  it('proves one account once, for five minutes', async () => {
    const { core, clock } = await setup({});
    const ticket = await core.issueUnifiedTicket('lid-li');
    await expect(
      refusal(core.loginAccountHolder({ accountId: 'lid-wang', ticket })),
    ).resolves.toEqual({ status: 401, code: 'unified_ticket_invalid' });
    // Spent by the forged try: a ticket is good for one attempt.
    await expect(
      refusal(core.loginAccountHolder({ accountId: 'lid-li', ticket })),
    ).resolves.toEqual({ status: 401, code: 'unified_ticket_invalid' });
    const fresh = await core.issueUnifiedTicket('lid-li');
    const li = await core.loginAccountHolder({ accountId: 'lid-li', ticket: fresh });
    expect(li).toMatchObject({ anonymous: false, name: 'lid-li' });
    const late = await core.issueUnifiedTicket('lid-li');
    await clock.advance(UNIFIED_TICKET_TTL_MS + 1);
    await expect(
      refusal(core.loginAccountHolder({ accountId: 'lid-li', ticket: late })),
    ).resolves.toEqual({ status: 401, code: 'unified_ticket_invalid' });
    await expect(
      refusal(core.loginAccountHolder({ accountId: 'lid-li', ticket: 'ut-forged' })),
    ).resolves.toEqual({ status: 401, code: 'unified_ticket_invalid' });
  });

  it('merges no guest of the browser into the account: a link with another st takes nothing', async () => {
    const { core } = await setup({});
    const guest = await core.loginAnon();
    const holder = await core.loginAccountHolder({
      accountId: 'lid-li',
      ticket: await core.issueUnifiedTicket('lid-li'),
    });
    expect(holder.cubeUid).not.toBe(guest.cubeUid);
    const again = await core.loginAccountHolder({
      accountId: 'lid-li',
      ticket: await core.issueUnifiedTicket('lid-li'),
    });
    expect(again.cubeUid).toBe(holder.cubeUid);
    expect(again.token).not.toBe(holder.token);
  });
});
