import { makeCore, refusal, visitor } from '../testing/core-fixture';
import { appendMessage } from './messages';
import { escapeHtml, timeZoneOrDefault } from './transcript';
import { MAIL_PER_VISITOR_PER_HOUR } from './transcript-mail';

const ORIGIN = 'https://chat.example.com';
const HOSTILE = '<script>alert(1)</script><img src=x onerror="alert(2)">';

/** 张先生 asks the robot, goes to the NB queue, E1 answers with a picture and a file, and ends it. */
async function conversation() {
  const fixture = await makeCore();
  const { core, store, clock } = fixture;
  const v = await visitor(core);
  await store.visitors.put({ ...v, name: '张先生', nickname: '张先生' });
  await clock.advance(Date.UTC(2026, 10, 26, 1, 30, 0) - clock.now());
  const robot = (await core.robotStart(v)).sessionId;
  await core.sendFromVisitor(v, { kind: 'Text', text: '电脑无法开机' });
  // 转人工: the robot's conversation ends and hands over to the queue.
  await core.robotClose(v);
  const queued = (await core.selectBigQueue(v, 'NB', 'webchat')).sessionId;
  await core.accept('E1', queued);
  await core.sendFromVisitor(v, { kind: 'Text', text: HOSTILE });
  await core.sendFromVisitor(v, {
    kind: 'Image',
    media: { url: '/uploads/blue.png', name: 'blue.png' },
  });
  // Sends refuse another site's file now (#37 item 5): this one was stored before they did.
  const session = (await store.sessions.get(queued))!;
  await core.ctx.unit((c) =>
    appendMessage(c, session, {
      clientType: 'user',
      fromAccount: v.cubeUid,
      kind: 'Video',
      mediaUrl: 'javascript:alert(3)',
      authorName: '张先生',
      avatar: '',
    }),
  );
  await core.sendFromEngineer('E1', queued, {
    kind: 'File',
    media: { url: '/uploads/quote.pdf', name: '报价单 <1>.pdf', size: 10, type: 'pdf' },
  });
  await core.closeByEngineer('E1', queued);
  return { ...fixture, v, robot, queued };
}

describe('a transcript file', () => {
  it('has the robot conversation and the engineer one, in order, with names and times', async () => {
    const { core, v, queued } = await conversation();
    const file = await core.transcriptFor({ cubeUid: v.cubeUid }, queued, {
      locale: 'zh',
      timeZone: 'Asia/Shanghai',
      origin: ORIGIN,
    });
    expect(file.filename).toMatch(new RegExp(`^webchat-${queued}-20261126\\.html$`));
    const { html } = file;
    expect(html).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(html).toContain('<title>联想服务 · 在线客服聊天记录</title>');
    const order = ['电脑无法开机', '为您服务', 'blue.png', '报价单', '会话已结束'];
    const at = order.map((text) => html.indexOf(text));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toContain('<dt>工程师</dt><dd>工程师E1</dd>');
    expect(html).toContain('<dt>访客</dt><dd>张先生</dd>');
    // 01:30 UTC is 09:30 in Shanghai.
    expect(html).toContain('2026-11-26T01:30:00.000Z');
    expect(html).toMatch(/09:30:00/);
  });

  it('keeps hostile words text, links only http(s) and its own files, names files without links', async () => {
    const { core, v, queued } = await conversation();
    const { html } = await core.transcriptFor({ cubeUid: v.cubeUid }, queued, {
      locale: 'zh',
      origin: ORIGIN,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(escapeHtml(HOSTILE));
    expect(html).toContain(`<a href="${ORIGIN}/uploads/blue.png">[图片: blue.png]</a>`);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('[视频]');
    expect(html).toContain('[文件: 报价单 &lt;1&gt;.pdf]');
    expect(html).not.toContain('quote.pdf');
    // The page itself runs nothing and fetches nothing when it is opened.
    expect(html).toContain(
      `content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"`,
    );
  });

  it('speaks English to an English reader, in their time zone', async () => {
    const { core, v, queued } = await conversation();
    const { html } = await core.transcriptFor({ cubeUid: v.cubeUid }, queued, {
      locale: 'en',
      timeZone: 'Europe/London',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Chat transcript');
    expect(html).toContain('joined the conversation');
    expect(html).toContain('<dt>Time zone</dt><dd>Europe/London</dd>');
    expect(html).toMatch(/01:30:00/);
  });

  it('is only its visitor’s and its engineer’s: anyone else is told it does not exist', async () => {
    const { core, v, queued } = await conversation();
    const other = await visitor(core);
    const options = { locale: 'zh' as const };
    expect(
      await refusal(() => core.transcriptFor({ cubeUid: other.cubeUid }, queued, options)),
    ).toEqual({
      status: 404,
      code: 'session_not_found',
    });
    expect(
      await refusal(() => core.transcriptFor({ engineerCode: 'E2' }, queued, options)),
    ).toEqual({
      status: 404,
      code: 'session_not_found',
    });
    expect((await core.transcriptFor({ engineerCode: 'E1' }, queued, options)).html).toContain(
      '张先生',
    );
    expect((await core.transcriptFor({ cubeUid: v.cubeUid }, queued, options)).html).toContain(
      '张先生',
    );
  });

  it('a supervisor’s copy has the whispers, and the download is in the audit log', async () => {
    const { core, store, v, queued } = await makeLive();
    const supervisor = (await store.engineers.get('E1'))!;
    await core.whisper(supervisor, { text: '先问序列号', to: 'E2', sessionId: queued });
    const visitorCopy = await core.transcriptFor({ cubeUid: v.cubeUid }, queued, { locale: 'zh' });
    expect(visitorCopy.html).not.toContain('先问序列号');
    const reviewCopy = await core.reviewTranscriptFile(supervisor, queued, { locale: 'zh' });
    expect(reviewCopy.html).toContain('先问序列号');
    expect(reviewCopy.html).toContain('悄悄话');
    expect((await core.auditLog()).entries[0]).toMatchObject({
      action: 'transcript',
      actorCode: 'E1',
      sessionId: queued,
    });
  });
});

/** A live conversation of E2's, for whispers. */
async function makeLive() {
  const fixture = await makeCore();
  const v = await visitor(fixture.core);
  const queued = (await fixture.core.selectBigQueue(v, 'DT', 'webchat')).sessionId;
  await fixture.core.accept('E2', queued);
  await fixture.core.sendFromVisitor(v, { kind: 'Text', text: '键盘失灵' });
  return { ...fixture, v, queued };
}

describe('the file’s name', () => {
  it('has the day as the reader counts it', async () => {
    const { core, store, clock } = await makeCore();
    const v = await visitor(core);
    // 23:30 UTC on the 25th is 07:30 on the 26th in Shanghai.
    await clock.advance(Date.UTC(2026, 10, 25, 23, 30) - clock.now());
    const robot = (await core.robotStart(v)).sessionId;
    const name = async (timeZone: string) =>
      (await core.transcriptFor({ cubeUid: v.cubeUid }, robot, { locale: 'zh', timeZone }))
        .filename;
    expect(await name('Asia/Shanghai')).toBe(`webchat-${robot}-20261126.html`);
    expect(await name('UTC')).toBe(`webchat-${robot}-20261125.html`);
    expect(await store.sessions.get(robot)).toBeDefined();
  });
});

describe('a transcript by e-mail', () => {
  /** The visitor as a code sent to `email` signed them in: the address is theirs. */
  async function proved(email = 'zhang@example.com') {
    const found = await conversation();
    const me = { ...(await found.core.visitorByToken(found.v.token)), anonymous: false, email };
    await found.store.visitors.put(me);
    return { ...found, me };
  }

  it('is a few an hour per visitor, not a stream', async () => {
    const { core, clock, me, queued } = await proved('a@b.co');
    const send = () =>
      core.mailTranscript(me, { sessionId: queued, email: 'a@b.co' }, { locale: 'zh' });
    for (let i = 0; i < MAIL_PER_VISITOR_PER_HOUR; i += 1) await send();
    expect(await refusal(send)).toEqual({ status: 429, code: 'too_many_requests' });
    await clock.advance(3_600_000);
    expect((await send()).to).toBe('a@b.co');
  });

  it('goes only to the address the visitor proved: not a stranger’s, not a guest’s (#37 item 6)', async () => {
    const { core, v, me, queued } = await proved();
    expect(
      await refusal(() =>
        core.mailTranscript(
          me,
          { sessionId: queued, email: 'boss@victim.example' },
          {
            locale: 'zh',
          },
        ),
      ),
    ).toEqual({ status: 403, code: 'email_unverified' });
    const guest = { ...me, anonymous: true, email: undefined };
    expect(
      await refusal(() =>
        core.mailTranscript(
          guest,
          { sessionId: queued, email: 'zhang@example.com' },
          {
            locale: 'zh',
          },
        ),
      ),
    ).toEqual({ status: 403, code: 'email_unverified' });
    expect(await core.mailOutbox()).toEqual([]);
    expect(v.cubeUid).toBe(me.cubeUid);
  });

  it('is queued for the mail gateway with the file, to an address SPEC’s pattern takes', async () => {
    const { core, me, queued } = await proved();
    const mail = await core.mailTranscript(
      me,
      { sessionId: queued, email: ' Zhang@Example.com ' },
      { locale: 'zh' },
    );
    expect(mail).toMatchObject({ to: 'Zhang@Example.com', subject: '在线客服聊天记录' });
    expect(mail.html).toContain('电脑无法开机');
    expect(await core.mailOutbox()).toEqual([mail]);
  });

  it('refuses an address that is not one, and another visitor’s conversation', async () => {
    const { core, store, me, queued } = await proved();
    for (const email of ['zhang', 'zhang@example', '@example.com', `${'a'.repeat(250)}@x.com`])
      expect(
        await refusal(() =>
          core.mailTranscript(me, { sessionId: queued, email }, { locale: 'zh' }),
        ),
      ).toEqual({ status: 400, code: 'invalid_email' });
    const other = {
      ...(await core.visitorByToken((await visitor(core)).token)),
      anonymous: false,
      email: 'a@b.co',
    };
    await store.visitors.put(other);
    expect(
      await refusal(() =>
        core.mailTranscript(other, { sessionId: queued, email: 'a@b.co' }, { locale: 'zh' }),
      ),
    ).toEqual({ status: 404, code: 'session_not_found' });
    expect(await core.mailOutbox()).toEqual([]);
  });
});

describe('timeZoneOrDefault', () => {
  it('keeps a zone the platform knows and replaces anything else with Shanghai', () => {
    expect(timeZoneOrDefault('America/New_York')).toBe('America/New_York');
    expect(timeZoneOrDefault('Mars/Olympus')).toBe('Asia/Shanghai');
    expect(timeZoneOrDefault(undefined)).toBe('Asia/Shanghai');
  });
});
