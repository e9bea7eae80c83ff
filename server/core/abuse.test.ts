import { makeCore, refusal, visitor } from '../testing/core-fixture';

/** Another site's addresses, however written; and this service's own files. */
const ELSEWHERE = [
  'https://evil.example/payroll.exe',
  'http://evil.example/a.png',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/uploads/../../etc/passwd',
];
const OWN = ['/uploads/2026/11/0b5e2f3c-1111-4222-8333-944455556666.pdf', '/mock-uploads/a1/b.png'];

/** A visitor queued for NB and taken by E1. */
async function chat(fixture: Awaited<ReturnType<typeof makeCore>>, preChat?: { phone?: string }) {
  const v = await visitor(fixture.core);
  const { sessionId } = await fixture.core.selectBigQueue(v, 'NB', 'webchat', { preChat });
  await fixture.core.accept('E1', sessionId);
  return { v, sessionId };
}

describe('media of a message (#37 item 5)', () => {
  it("refuses another site's picture or file from the visitor, 400 foreign_media", async () => {
    const fixture = await makeCore();
    const { v } = await chat(fixture);
    for (const url of ELSEWHERE) {
      expect(
        await refusal(() =>
          fixture.core.sendFromVisitor(v, {
            kind: 'File',
            media: { url, name: 'Q3-salaries.pdf', size: 12_345 },
          }),
        ),
        url,
      ).toEqual({ status: 400, code: 'foreign_media' });
      expect(
        await refusal(() => fixture.core.sendFromVisitor(v, { kind: 'Image', media: { url } })),
      ).toEqual({ status: 400, code: 'foreign_media' });
    }
    for (const url of OWN)
      expect(
        (await fixture.core.sendFromVisitor(v, { kind: 'File', media: { url, name: 'a.pdf' } }))
          .mediaUrl,
      ).toBe(url);
  });

  it("refuses another site's picture or file from the engineer", async () => {
    const fixture = await makeCore();
    const { sessionId } = await chat(fixture);
    for (const url of ELSEWHERE)
      expect(
        await refusal(() =>
          fixture.core.sendFromEngineer('E1', sessionId, {
            kind: 'Video',
            media: { url, name: 'clip.mp4' },
          }),
        ),
        url,
      ).toEqual({ status: 400, code: 'foreign_media' });
    const sent = await fixture.core.sendFromEngineer('E1', sessionId, {
      kind: 'Image',
      media: { url: OWN[0] },
    });
    expect(sent.mediaUrl).toBe(OWN[0]);
  });

  it("refuses a work order whose case files are another site's", async () => {
    const fixture = await makeCore();
    const v = await visitor(fixture.core);
    const order = { productLine: 'pl-nb', description: '开不了机' };
    expect(
      await refusal(() =>
        fixture.core.createTicket(v, { ...order, attachments: [OWN[0]!, ELSEWHERE[0]!] }),
      ),
    ).toEqual({ status: 400, code: 'foreign_media' });
    const ticket = await fixture.core.createTicket(v, { ...order, attachments: [OWN[0]!] });
    expect(ticket.attachments).toEqual([OWN[0]]);
  });
});

describe('visitors waiting per client address (#37 item 6)', () => {
  it('lets three of one address wait; the fourth is 429 queue_address_limit, another address is not', async () => {
    const { core } = await makeCore();
    const from = (address: string) => async () => {
      const v = await visitor(core);
      return core.selectBigQueue(v, 'NB', 'webchat', { address });
    };
    for (let i = 0; i < 3; i += 1) await from('203.0.113.7')();
    expect(await refusal(from('203.0.113.7'))).toEqual({
      status: 429,
      code: 'queue_address_limit',
    });
    expect(
      await refusal(async () => {
        const v = await visitor(core);
        return core.selectPersonal(v, 'NB', 'E1', 'webchat', { address: '203.0.113.7' });
      }),
    ).toEqual({ status: 429, code: 'queue_address_limit' });
    expect((await from('198.51.100.2')()).position).toBe(4);
  });

  it('holds when many of one address queue at once, and makes room as they are served', async () => {
    const { core } = await makeCore();
    const visitors = await Promise.all(Array.from({ length: 10 }, () => visitor(core)));
    const outcomes = await Promise.allSettled(
      visitors.map((v) => core.selectBigQueue(v, 'NB', 'webchat', { address: '203.0.113.9' })),
    );
    const queued = outcomes.filter((o) => o.status === 'fulfilled');
    expect(queued).toHaveLength(3);
    // The same visitor asking again keeps their place; it is not a fourth.
    const first = (queued[0] as PromiseFulfilledResult<{ sessionId: string }>).value.sessionId;
    const mine = visitors[outcomes.indexOf(queued[0]!)]!;
    expect(
      (await core.selectBigQueue(mine, 'NB', 'webchat', { address: '203.0.113.9' })).sessionId,
    ).toBe(first);
    await core.accept('E1', first);
    const next = visitors.find((_, i) => outcomes[i]!.status === 'rejected')!;
    expect(
      (await core.selectBigQueue(next, 'NB', 'webchat', { address: '203.0.113.9' })).position,
    ).toBe(3);
  });
});

describe('a short message (#37 item 6)', () => {
  it("goes only to the visitor's own phone: their account's or the one given with the transfer", async () => {
    const fixture = await makeCore();
    const { core, store } = fixture;
    const { sessionId } = await chat(fixture, { phone: '13812345678' });
    const send = (phone: string) => core.sendSms('E1', { sessionId, phone, text: '维修单已受理' });
    expect((await send('13812345678')).phone).toBe('13812345678');
    expect(await refusal(() => send('13900000000'))).toEqual({
      status: 403,
      code: 'sms_wrong_phone',
    });
    // A visitor whose account has a phone (signed in by it) and gave none in the chat.
    const other = await chat(fixture);
    await store.visitors.put({ ...other.v, phone: '13700001111' });
    expect(
      (await core.sendSms('E1', { sessionId: other.sessionId, phone: '13700001111', text: 'hi' }))
        .phone,
    ).toBe('13700001111');
    expect(
      await refusal(() =>
        core.sendSms('E1', { sessionId: other.sessionId, phone: '13812345678', text: 'hi' }),
      ),
    ).toEqual({ status: 403, code: 'sms_wrong_phone' });
  });

  it('is refused about a closed session (409) and a session of someone else (403)', async () => {
    const fixture = await makeCore();
    const { core } = fixture;
    const { sessionId } = await chat(fixture, { phone: '13812345678' });
    const request = { sessionId, phone: '13812345678', text: '维修单已受理' };
    expect(await refusal(() => core.sendSms('E2', request))).toEqual({
      status: 403,
      code: 'visitor_not_served',
    });
    await core.closeByEngineer('E1', sessionId);
    expect(await refusal(() => core.sendSms('E1', request))).toEqual({
      status: 409,
      code: 'session_ended',
    });
    expect(await core.smsOutbox()).toEqual([]);
  });

  it("counts the host's cap only for a message that would go, before it is queued", async () => {
    const fixture = await makeCore();
    const { core } = fixture;
    const { sessionId } = await chat(fixture, { phone: '13812345678' });
    let counted = 0;
    const admit = () => {
      counted += 1;
      if (counted > 1) throw new Error('over the cap');
    };
    await refusal(() => core.sendSms('E1', { sessionId, phone: '13900000000', text: 'x' }, admit));
    expect(counted).toBe(0);
    await core.sendSms('E1', { sessionId, phone: '13812345678', text: 'x' }, admit);
    await expect(
      core.sendSms('E1', { sessionId, phone: '13812345678', text: 'x' }, admit),
    ).rejects.toThrow('over the cap');
    expect(counted).toBe(2);
    expect(await core.smsOutbox()).toHaveLength(1);
  });
});

describe('a left message (#37 item 6)', () => {
  it("counts the host's cap once the message is valid, before it is stored", async () => {
    const { core } = await makeCore();
    const v = await visitor(core);
    let counted = 0;
    const admit = () => {
      counted += 1;
      if (counted > 1) throw new Error('over the cap');
    };
    const input = { name: '张三', phone: '13812345678', message: '电脑开不了机' };
    await refusal(() => core.leaveMessage(v, { ...input, phone: '', email: '' }, admit));
    expect(counted).toBe(0);
    await core.leaveMessage(v, input, admit);
    await expect(core.leaveMessage(v, input, admit)).rejects.toThrow('over the cap');
    expect((await core.tickets(v)).length).toBe(1);
  });
});
