import { WHISPER_MAX, type ServerFrame } from '@/lib/contract';
import { makeCore, visitor } from '../testing/core-fixture';
import type { StoredMessage } from './types';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Four sessions a day apart: A (NB, E1, closed, with an image), B (DT, E2, live),
 * C (robot only), D (queueing for SRV, newest).
 */
async function centre() {
  const fixture = await makeCore();
  const { core, clock, store } = fixture;
  const named = async (name: string) => {
    const v = await visitor(core);
    await store.visitors.put({ ...v, name, nickname: name });
    return { ...v, name, nickname: name };
  };
  const start = clock.now();
  const a = await named('张先生');
  const sa = (await core.selectBigQueue(a, 'NB', 'webchat')).sessionId;
  await core.accept('E1', sa);
  await core.sendFromVisitor(a, { kind: 'Text', text: '我的笔记本老是蓝屏' });
  await core.sendFromEngineer('E1', sa, { kind: 'Text', text: '请发一张截图' });
  await core.sendFromVisitor(a, { kind: 'Image', media: { url: '/static/demo/blue-screen.png' } });
  await core.sendFromEngineer('E1', sa, {
    kind: 'File',
    media: {
      url: '/static/demo/repair-quote.pdf',
      name: '维修报价单.pdf',
      size: 1024,
      type: 'pdf',
    },
  });
  await core.closeByEngineer('E1', sa);
  await clock.advance(DAY);
  const b = await named('李女士');
  const sb = (await core.selectBigQueue(b, 'DT', 'webchat')).sessionId;
  await core.accept('E2', sb);
  await core.sendFromVisitor(b, { kind: 'Text', text: 'WiFi 连上就断' });
  await clock.advance(DAY);
  const c = await named('王同学');
  const sc = (await core.robotStart(c)).sessionId;
  await clock.advance(DAY);
  const d = await named('赵经理');
  const sd = (await core.selectBigQueue(d, 'SRV', 'webchat')).sessionId;
  return { ...fixture, start, a, b, c, d, ids: { sa, sb, sc, sd } };
}

const ids = (result: { rows: { session: { id: string } }[] }) =>
  result.rows.map((row) => row.session.id);
/** A message's type as the history names it: 'Notice:CreateSession' for a notice. */
const typeOf = (m: StoredMessage) => (m.kind === 'Notice' ? `Notice:${m.text}` : m.kind);

describe('review search', () => {
  it('lists every session newest first with who, when, how many and the last line', async () => {
    const { core, ids: s } = await centre();
    const result = await core.reviewSessions({});
    expect(ids(result)).toEqual([s.sd, s.sc, s.sb, s.sa]);
    expect(result).toMatchObject({ total: 4, page: 1, size: 20 });
    const a = result.rows[3]!;
    expect(a).toMatchObject({
      visitor: { name: '张先生', nickname: '张先生' },
      engineer: { code: 'E1', name: '工程师E1' },
      session: { queueCode: 'NB', state: 'closed' },
      // Notices (joined, closed) are not messages anyone said.
      messageCount: 4,
      last: { fileName: '维修报价单.pdf', kind: 'File', clientType: 'engineer' },
    });
    expect(a.last?.text).toBeUndefined();
    expect(a.session.closedAt).toEqual(expect.any(Number));
    const newest = result.rows[0]!;
    expect(newest.engineer).toBeUndefined();
    expect(newest.session.state).toBe('queueing');
    expect(newest.session.closedAt).toBeUndefined();
    expect(a).not.toHaveProperty('match');
  });

  it('filters by start date: from inclusive, to exclusive; from after to is refused', async () => {
    const { core, start, ids: s } = await centre();
    expect(ids(await core.reviewSessions({ from: start + DAY, to: start + 3 * DAY }))).toEqual([
      s.sc,
      s.sb,
    ]);
    expect(ids(await core.reviewSessions({ to: start + DAY }))).toEqual([s.sa]);
    expect(ids(await core.reviewSessions({ from: start + 3 * DAY }))).toEqual([s.sd]);
    await expect(core.reviewSessions({ from: start + DAY, to: start })).rejects.toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it('filters by engineer, by skill and by state', async () => {
    const { core, ids: s } = await centre();
    expect(ids(await core.reviewSessions({ engineer: 'E1' }))).toEqual([s.sa]);
    expect(ids(await core.reviewSessions({ engineer: 'E3' }))).toEqual([]);
    expect(ids(await core.reviewSessions({ skill: 'DT' }))).toEqual([s.sb]);
    expect(ids(await core.reviewSessions({ skill: 'SRV' }))).toEqual([s.sd]);
    expect(ids(await core.reviewSessions({ state: 'active' }))).toEqual([s.sb]);
    expect(ids(await core.reviewSessions({ state: 'robot' }))).toEqual([s.sc]);
    expect(
      ids(await core.reviewSessions({ state: 'closed', skill: 'NB', engineer: 'E1' })),
    ).toEqual([s.sa]);
  });

  it('finds a keyword in message text and file names, ignoring case and width, and shows the match', async () => {
    const { core, ids: s } = await centre();
    const blue = await core.reviewSessions({ keyword: ' 蓝屏 ' });
    expect(ids(blue)).toEqual([s.sa]);
    expect(blue.rows[0]?.match).toBe('我的笔记本老是蓝屏');
    expect(ids(await core.reviewSessions({ keyword: 'ｗｉｆｉ' }))).toEqual([s.sb]);
    expect((await core.reviewSessions({ keyword: '报价单' })).rows[0]?.match).toBe(
      '维修报价单.pdf',
    );
    expect(ids(await core.reviewSessions({ keyword: '量子纠缠' }))).toEqual([]);
    // An empty keyword is no filter.
    expect((await core.reviewSessions({ keyword: '  ' })).total).toBe(4);
  });

  it('pages with a stable total and clamps page and size', async () => {
    const { core, ids: s } = await centre();
    const first = await core.reviewSessions({ size: 3, page: 1 });
    expect(ids(first)).toEqual([s.sd, s.sc, s.sb]);
    expect(first.total).toBe(4);
    expect(ids(await core.reviewSessions({ size: 3, page: 2 }))).toEqual([s.sa]);
    expect(await core.reviewSessions({ size: 3, page: 3 })).toMatchObject({ rows: [], total: 4 });
    expect(await core.reviewSessions({ size: 1000, page: 0 })).toMatchObject({
      size: 100,
      page: 1,
    });
  });
});

describe('who may review', () => {
  it('refuses no token (401), a visitor (403) and an unknown token (401); accepts an engineer', async () => {
    const { core, a } = await centre();
    await expect(core.reviewer(undefined)).rejects.toThrow(
      expect.objectContaining({ status: 401 }),
    );
    await expect(core.reviewer(a.token)).rejects.toThrow(expect.objectContaining({ status: 403 }));
    await expect(core.reviewer('nope')).rejects.toThrow(expect.objectContaining({ status: 401 }));
    const e1 = await core.supervisorLogin('e1', 'pw');
    expect((await core.reviewer(e1.reviewToken)).code).toBe('E1');
    // The same supervisor's console token is a different sign-in: it opens no review.
    const console = await core.engineerLogin('e1', 'pw');
    await expect(core.reviewer(console.token)).rejects.toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});

describe('review transcript', () => {
  it('returns the session and its messages in the historical shape, notices included', async () => {
    const { core, ids: s } = await centre();
    const t = await core.reviewTranscript(s.sa);
    expect(t.row.session).toMatchObject({ id: s.sa, state: 'closed' });
    expect(t.hasMore).toBe(false);
    expect(t.messages.map(typeOf)).toEqual([
      'Notice:CreateSession',
      'Text',
      'Text',
      'Image',
      'File',
      'Notice:SessionClosed',
    ]);
    expect(t.messages[3]).toMatchObject({ mediaUrl: '/static/demo/blue-screen.png' });
    await expect(core.reviewTranscript('missing')).rejects.toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });

  it('pages back with before and returns only newer messages with after', async () => {
    const { core, ids: s } = await centre();
    const latest = await core.reviewTranscript(s.sa, { size: 2 });
    expect(latest.messages.map(typeOf)).toEqual(['File', 'Notice:SessionClosed']);
    expect(latest.hasMore).toBe(true);
    const older = await core.reviewTranscript(s.sa, { size: 3, before: latest.messages[0]?.id });
    expect(older.messages.map(typeOf)).toEqual(['Text', 'Text', 'Image']);
    expect(older.hasMore).toBe(true);
    const first = (await core.reviewTranscript(s.sa)).messages[0]?.id;
    const newer = await core.reviewTranscript(s.sa, { after: first });
    expect(newer.messages).toHaveLength(5);
  });
});

describe('spy-on whisper', () => {
  type MessageFrame = Extract<ServerFrame, { type: 'message' }>;
  const whispers = (frames: ServerFrame[]) =>
    frames.filter(
      (f): f is MessageFrame =>
        f.type === 'message' && f.message.MessageBody.Body.Type === 'Whisper',
    );

  it('reaches the engineer of the live session and never the visitor', async () => {
    const { core, listen, b, ids: s } = await centre();
    const engineerInbox = listen('E2');
    const visitorInbox = listen(b.cubeUid);
    const supervisor = await core.supervisorLogin('e1', 'pw');
    const sent = await core.whisper(supervisor, {
      text: '先确认驱动版本',
      to: 'E2',
      sessionId: s.sb,
    });
    expect(sent).toMatchObject({ fromCode: 'E1', to: 'E2', text: '先确认驱动版本' });

    const [frame] = whispers(engineerInbox);
    expect(frame?.message).toMatchObject({
      MessageType: 'CC.Notification',
      fromAccount: 'E1',
      MessageBody: { Body: { Type: 'Whisper', Content: '先确认驱动版本' }, SessionID: s.sb },
    });
    // Nothing on the visitor's socket, in their history, in a resume or in their session list.
    expect(JSON.stringify(visitorInbox)).not.toContain('先确认驱动版本');
    const history = await core.sessionMessages(b, s.sb);
    expect(JSON.stringify(history)).not.toContain('先确认驱动版本');
    expect(JSON.stringify(await core.resume(b.cubeUid, history.messages[0]?.id))).not.toContain(
      '先确认驱动版本',
    );
    expect(JSON.stringify(await core.sessionList(b))).not.toContain('先确认驱动版本');
    // The supervisor sees what they sent in the transcript; the search does not count it.
    expect((await core.reviewTranscript(s.sb)).whispers).toEqual([sent]);
    expect((await core.reviewTranscript(s.sa)).whispers).toEqual([]);
    expect((await core.reviewSessions({ keyword: '驱动版本' })).total).toBe(0);
  });

  it('refuses an empty or too long note, a session that is not live, and the wrong engineer', async () => {
    const { core, ids: s } = await centre();
    const supervisor = await core.supervisorLogin('e1', 'pw');
    const send = (text: string, to: string, sessionId: string) =>
      core.whisper(supervisor, { text, to, sessionId });
    await expect(send('   ', 'E2', s.sb)).rejects.toThrow(expect.objectContaining({ status: 400 }));
    await expect(send('x'.repeat(WHISPER_MAX + 1), 'E2', s.sb)).rejects.toThrow(
      expect.objectContaining({ status: 400 }),
    );
    await expect(send('hi', 'E1', s.sa)).rejects.toThrow(expect.objectContaining({ status: 409 }));
    await expect(send('hi', 'E1', s.sb)).rejects.toThrow(expect.objectContaining({ status: 409 }));
    await expect(send('hi', 'E2', 'missing')).rejects.toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
