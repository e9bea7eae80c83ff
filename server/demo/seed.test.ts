// @vitest-environment node
// The core is environment-free; only this test touches the file system, to check the demo assets.
import { tokenDigest } from '../core/tokens';
import { DEMO_PASSWORD_HASH } from '../core/passwords';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ManualClock } from '../core/clock';
import { Robot } from '../core/robot';
import { DEMO_MEDIA_BASE, REPAIR_QUOTE_PDF_SIZE, seedSupportCentre } from './seed';
import { createMemoryStore } from '../core/memory-store';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;

async function seeded() {
  const store = createMemoryStore();
  const clock = new ManualClock();
  const summary = await seedSupportCentre(store, clock);
  return { store, clock, summary };
}

describe('seedSupportCentre', () => {
  it('writes every row it counts, so no two rows of a table share an id', async () => {
    const { store, summary } = await seeded();
    expect(summary.counts).toEqual({
      projects: (await store.projects.all()).length,
      productLines: (await store.productLines.all()).length,
      engineers: (await store.engineers.all()).length,
      articles: (await store.articles.all()).length,
      fastEntries: (await store.fastEntries.all()).length,
      products: (await store.products.all()).length,
      visitors: (await store.visitors.all()).length,
      sessions: (await store.sessions.all()).length,
      messages: (await store.messages.all()).length,
      tickets: (await store.tickets.all()).length,
    });
    expect((await store.projects.get('DEFAULT_PROJECT'))?.companyName).toBe('联想服务');
    expect(new Set((await store.messages.all()).map((m) => m.seq)).size).toBe(
      summary.counts.messages,
    );
  });

  it('keeps the default project open around the clock with no form; Legion has hours, ThinkPad a form', async () => {
    const { store } = await seeded();
    const project = (id: string) => store.projects.get(id);
    expect(await project('DEFAULT_PROJECT')).not.toHaveProperty('serviceHours');
    expect(await project('DEFAULT_PROJECT')).not.toHaveProperty('preChat');
    const legion = (await project('Legion'))?.serviceHours;
    expect(legion).toMatchObject({
      timeZone: 'Asia/Shanghai',
      days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '21:00' })),
    });
    expect(legion?.holidays).toEqual(
      expect.arrayContaining([
        '2024-10-01',
        '2024-10-07',
        '2025-01-01',
        '2026-10-07',
        '2027-01-01',
      ]),
    );
    expect(legion?.holidays).not.toContain('2024-10-08');
    for (const day of legion?.holidays ?? []) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await project('ThinkPad'))?.preChat).toEqual({
      fields: [
        { name: 'name', required: true },
        { name: 'phone', required: true },
        { name: 'product', required: false },
      ],
    });
  });

  it('has the five product lines with their queue codes', async () => {
    const { store } = await seeded();
    expect((await store.productLines.all()).map((line) => line.queueCode)).toEqual([
      'NB',
      'DT',
      'TAB',
      'MON',
      'SRV',
    ]);
  });

  it('staffs every queue with at least two simulated engineers who are not offline', async () => {
    const { store } = await seeded();
    const engineers = await store.engineers.all();
    for (const { queueCode } of await store.productLines.all()) {
      const staff = engineers.filter(
        (e) => e.simulated && e.status !== 'offline' && e.skills.includes(queueCode),
      );
      expect(staff.length, queueCode).toBeGreaterThanOrEqual(2);
    }
    expect(engineers.some((e) => e.skills.length === 1 && e.skills[0] === 'SRV')).toBe(true);
  });

  it('gives engineers unique codes and accounts, and one human demo account', async () => {
    const { store, summary } = await seeded();
    const engineers = await store.engineers.all();
    expect(new Set(engineers.map((e) => e.code)).size).toBe(engineers.length);
    expect(new Set(engineers.map((e) => e.account)).size).toBe(engineers.length);
    expect(engineers.filter((e) => !e.simulated)).toMatchObject([
      { code: 'E0001', account: 'demo', passwordHash: DEMO_PASSWORD_HASH, status: 'offline' },
    ]);
    // Stored hashed only; the summary names the demo's password to print it.
    expect(JSON.stringify(engineers)).not.toContain('demo123');
    expect(summary.engineers.find((e) => e.code === 'E0001')).toMatchObject({
      password: 'demo123',
    });
    expect(summary.engineers).toHaveLength(engineers.length);
  });

  it('has at least 24 plain-text articles, 6 or more in English', async () => {
    const { store } = await seeded();
    const articles = await store.articles.all();
    expect(articles.length).toBeGreaterThanOrEqual(24);
    expect(articles.filter((a) => !/\p{Script=Han}/u.test(a.title)).length).toBeGreaterThanOrEqual(
      6,
    );
    for (const article of articles) {
      expect(article.paragraphs.length, article.id).toBeGreaterThanOrEqual(2);
      expect(article.keywords.length, article.id).toBeGreaterThanOrEqual(3);
      expect(article.updatedAt.startsWith('2026-'), article.id).toBe(true);
      for (const paragraph of article.paragraphs)
        expect(paragraph, article.id).not.toMatch(/<[a-z]/i);
    }
  });

  it('lets the robot answer every question shortcut and common colloquial phrasings', async () => {
    const { store } = await seeded();
    const robot = new Robot(await store.articles.all());
    for (const entry of (await store.fastEntries.all()).filter((e) => e.kind === 'question')) {
      expect(robot.answer(entry.value ?? '', 'DEFAULT_PROJECT').transfer, entry.title).toBe(false);
    }
    const top = (q: string) => robot.search(q, 'DEFAULT_PROJECT', 1)[0]?.id;
    expect(top('开不了机')).toBe('kb-no-power');
    expect(top('充不进电')).toBe('kb-battery-not-charging');
    expect(top('平板充不进电')).toBe('kb-tablet-charging');
    expect(top('服务器RAID告警')).toBe('kb-server-raid');
    expect(top('序列号在哪里看')).toBe('kb-find-sn');
    expect(top('显示器没信号')).toBe('kb-monitor-no-signal');
    expect(top('battery not charging')).toBe('kb-en-battery');
  });

  it('gives the demo visitor three closed sessions from the last ten days, in seq order', async () => {
    const { store, clock, summary } = await seeded();
    const sessions = await store.sessions.all();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.engineerCode === undefined)).toHaveLength(1);
    for (const session of sessions) {
      expect(session).toMatchObject({ state: 'closed', cubeUid: summary.visitor?.cubeUid });
      expect(session.createdAt).toBeGreaterThan(clock.now() - 10 * DAY);
      expect(session.closedAt).toBeLessThan(clock.now());
      if (session.engineerCode)
        expect(await store.engineers.get(session.engineerCode)).toBeDefined();
    }
    const messages = await store.messages.all();
    const bySeq = [...messages].sort((a, b) => a.seq - b.seq);
    expect(bySeq.map((m) => m.sentAt)).toEqual(bySeq.map((m) => m.sentAt).sort((a, b) => a - b));
    for (const message of messages) {
      expect(message.id).toBe(`m-${message.seq}`);
      expect(await store.sessions.get(message.sessionId), message.id).toBeDefined();
      if (message.clientType === 'engineer') expect(message.engineerCode).toBe(message.fromAccount);
      if (message.clientType === 'user') expect(message.fromAccount).toBe('demo-visitor');
    }
    const robotAnswer = (await store.messages.all()).find(
      (m) => m.robot && m.robot.articles.length > 0,
    );
    expect(robotAnswer?.robot?.articles[0]?.id).toBe('kb-wifi-drops');
    const perSession = await Promise.all(
      sessions.map(async (s) => (await store.messages.query({ sessionId: s.id })).length),
    );
    for (const count of perSession) expect(count).toBeGreaterThanOrEqual(4);
    for (const count of perSession) expect(count).toBeLessThanOrEqual(10);
  });

  it('lets the demo visitor sign in and see history with images, a file and two tickets', async () => {
    const { store } = await seeded();
    const credential = await store.credentials.get(tokenDigest('demo-visitor-token'));
    const visitor = await store.visitors.get(credential?.cubeUid ?? '');
    expect(visitor).toMatchObject({ cubeUid: 'demo-visitor', name: '张先生', anonymous: false });
    const messages = await store.messages.query({ cubeUid: 'demo-visitor' });
    expect(messages.filter((m) => m.kind === 'Image').length).toBeGreaterThanOrEqual(2);
    expect(messages.filter((m) => m.kind === 'File')).toMatchObject([
      { fileType: 'pdf', fileSize: REPAIR_QUOTE_PDF_SIZE },
    ]);
    const tickets = (await store.tickets.all()).filter((t) => t.cubeUid === 'demo-visitor');
    expect(tickets.map((t) => [t.kind, t.status])).toEqual([
      ['repair', '维修中'],
      ['ticket', '已受理'],
    ]);
  });

  it('refers only to demo files that exist, and the PDF size shown matches the file', async () => {
    const { store } = await seeded();
    const urls = [
      ...(await store.messages.all()).flatMap((m) => (m.mediaUrl ? [m.mediaUrl] : [])),
      ...(await store.tickets.all()).flatMap((t) => t.attachments),
    ];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith(`${DEMO_MEDIA_BASE}/`), url).toBe(true);
      expect(existsSync(`${publicDir}${url}`), url).toBe(true);
    }
    expect(statSync(`${publicDir}${DEMO_MEDIA_BASE}/repair-quote.pdf`).size).toBe(
      REPAIR_QUOTE_PDF_SIZE,
    );
  });

  it('uses inline pictures and https links only', async () => {
    const { store } = await seeded();
    const pictures = [
      ...(await store.projects.all()).map((p) => p.companyLogo),
      ...(await store.productLines.all()).map((l) => l.icon),
      ...(await store.engineers.all()).map((e) => e.avatar),
      ...(await store.products.all()).map((p) => p.image),
      ...(await store.visitors.all()).map((v) => v.avatar),
    ];
    for (const picture of pictures) expect(picture).toMatch(/^data:image\/svg\+xml,/);
    const links = [
      ...(await store.products.all()).map((p) => p.url),
      ...(await store.fastEntries.all()).flatMap((f) => (f.kind === 'link' ? [f.value ?? ''] : [])),
    ];
    for (const link of links) expect(link).toMatch(/^https:\/\//);
  });

  it('can run again over the same store without duplicating history', async () => {
    const { store, clock } = await seeded();
    const before = (await store.messages.all()).length;
    await seedSupportCentre(store, clock);
    expect(await store.messages.all()).toHaveLength(before);
  });
});
