import { makeCore, visitor } from '../testing/core-fixture';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;

/**
 * On the fake clock (start 2026-11-21 02:00 UTC, 10:00 in Shanghai): a chat with E1 on NB that
 * waits 30 s, is answered 20 s after it is accepted and ends 5 min later; a chat with E2 on DT
 * at 17:00 UTC (the next day in Shanghai) nobody answers; a robot-only session.
 */
async function centre() {
  const fixture = await makeCore();
  const { core, clock } = fixture;
  const start = clock.now();
  const a = await visitor(core);
  const sa = (await core.selectBigQueue(a, 'NB', 'webchat')).sessionId;
  await clock.advance(30 * SEC);
  await core.accept('E1', sa);
  await core.sendFromVisitor(a, { kind: 'Text', text: '我的笔记本老是蓝屏' });
  await clock.advance(20 * SEC);
  await core.sendFromEngineer('E1', sa, { kind: 'Text', text: '请发一张截图' });
  await clock.advance(MIN);
  await core.sendFromEngineer('E1', sa, { kind: 'Text', text: '收到' });
  await clock.advance(4 * MIN);
  await core.closeByEngineer('E1', sa);
  await clock.advance(15 * HOUR - 5 * MIN - 50 * SEC);
  const b = await visitor(core);
  const sb = (await core.selectBigQueue(b, 'DT', 'webchat')).sessionId;
  await clock.advance(2 * MIN);
  await core.accept('E2', sb);
  await core.robotStart(await visitor(core));
  return { ...fixture, start, sa, sb };
}

describe('review metrics', () => {
  it('keeps when the engineer first answered, once', async () => {
    const { store, sa, start } = await centre();
    expect((await store.sessions.get(sa))?.firstResponseAt).toBe(start + 50 * SEC);
  });

  it("measures each day in the reader's time zone", async () => {
    const { core } = await centre();
    const metrics = await core.reviewMetrics({}, 'Asia/Shanghai');
    expect(metrics.total).toMatchObject({
      chats: 2,
      wait: { median: 30 * SEC, p90: 2 * MIN },
      firstResponse: { median: 20 * SEC, p90: 20 * SEC },
      handling: { median: 5 * MIN + 20 * SEC, p90: 5 * MIN + 20 * SEC },
      leaveMessages: 0,
    });
    expect(metrics.days.map((d) => [d.key, d.chats])).toEqual([
      ['2026-11-21', 1],
      ['2026-11-22', 1],
    ]);
    const utc = await core.reviewMetrics({}, 'UTC');
    expect(utc.days.map((d) => [d.key, d.chats])).toEqual([['2026-11-21', 2]]);
    // A zone the platform does not know falls back to the transcripts' default.
    expect((await core.reviewMetrics({}, 'Mars/Base')).timeZone).toBe('Asia/Shanghai');
  });

  it('uses the session search filters', async () => {
    const { core, start } = await centre();
    const chats = async (filter: Parameters<typeof core.reviewMetrics>[0]) =>
      (await core.reviewMetrics(filter, 'UTC')).total.chats;
    expect(await chats({ engineer: 'E1' })).toBe(1);
    expect(await chats({ skill: 'DT' })).toBe(1);
    expect(await chats({ keyword: '蓝屏' })).toBe(1);
    expect(await chats({ state: 'active' })).toBe(1);
    expect(await chats({ from: start + HOUR })).toBe(1);
    expect(await chats({ to: start + HOUR })).toBe(1);
    await expect(core.reviewMetrics({ from: start + 1, to: start }, 'UTC')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('rates from the sessions and reads first responses of older rows from their messages', async () => {
    const { core, store, sa, start } = await centre();
    const row = (await store.sessions.get(sa))!;
    const { firstResponseAt: _, ...older } = row;
    await store.sessions.put({ ...older, rating: { score: 4, tags: [], at: start + 6 * MIN } });
    const metrics = await core.reviewMetrics({ engineer: 'E1' }, 'UTC');
    expect(metrics.total.firstResponse.median).toBe(20 * SEC);
    expect(metrics.total.rating).toEqual({ count: 1, average: 4, distribution: [0, 0, 0, 1, 0] });
    expect(metrics.engineers.map((e) => e.key)).toEqual(['E1']);
  });

  it('counts leave-a-messages by day and skill, and only those the filter matches', async () => {
    const { core, store, start } = await centre();
    const ticket = (no: string, kind: 'message' | 'repair', queueCode: string, at: number) =>
      store.tickets.put({
        ticketNo: no,
        cubeUid: 'u',
        projectId: 'DEFAULT_PROJECT',
        kind,
        title: '屏幕闪烁',
        description: '请回电',
        status: '待处理',
        createdAt: at,
        queueCode,
        attachments: [],
      });
    await ticket('M1', 'message', 'NB', start + MIN);
    await ticket('M2', 'message', 'SRV', start + 16 * HOUR);
    await ticket('R1', 'repair', 'NB', start + MIN);
    const count = async (filter: Parameters<typeof core.reviewMetrics>[0]) =>
      (await core.reviewMetrics(filter, 'UTC')).total.leaveMessages;
    const all = await core.reviewMetrics({}, 'UTC');
    expect(all.total.leaveMessages).toBe(2);
    expect(all.skills.map((s) => [s.key, s.chats, s.leaveMessages])).toEqual([
      ['DT', 1, 0],
      ['NB', 1, 1],
      ['SRV', 0, 1],
    ]);
    expect(await count({ skill: 'SRV' })).toBe(1);
    expect(await count({ to: start + HOUR })).toBe(1);
    expect(await count({ keyword: '回电' })).toBe(2);
    expect(await count({ keyword: '蓝屏' })).toBe(0);
    // No engineer served a leave-a-message, and it has no session state.
    expect(await count({ engineer: 'E1' })).toBe(0);
    expect(await count({ state: 'closed' })).toBe(0);
  });
});
