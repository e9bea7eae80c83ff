import type { Session, StoredMessage, Visitor } from '@server/core/types';
import { DESKTOP_MEDIA_QUERY, useEnvironment } from '@/lib/env';
import type { StoryKit, TimelineStep } from '@/testing/story-kit';
import { REVIEWER_KEY, reloadReviewer } from '../model/reviewer';

/**
 * The review's backend before the page loads: the seed's three past sessions of 张先生, plus
 * conversations people have had through the core (visitors queued, engineers accepted, lines
 * both ways, closed), pinned to fixed ids and times so the pictures do not change between runs.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BEIJING_OFFSET = 8 * 60 * MINUTE;

/** A wall-clock time in China, `daysAgo` days before today (the stories' clock: 2024-05-01 10:00). */
export function beijingTime(daysAgo: number, hour: number, minute: number): number {
  const now = Date.now();
  const dayStart = Math.floor((now + BEIJING_OFFSET) / DAY) * DAY - BEIJING_OFFSET;
  return dayStart - daysAgo * DAY + (hour * 60 + minute) * MINUTE;
}

/** A local calendar day `daysAgo` days before today, as the date filter writes it (yyyy-MM-dd). */
export function localDay(daysAgo: number): string {
  const day = new Date(Date.now() - daysAgo * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The app reads desktop or phone from the window when it starts (main.tsx); the story stage does
 * not start the app that way, so the review's layout is told here, by the same media query.
 */
export function followWindowWidth(): void {
  useEnvironment.setState({
    desktop: window.matchMedia(DESKTOP_MEDIA_QUERY).matches,
    embedded: false,
  });
}

export const isDesktop = () => useEnvironment.getState().desktop;

/** Nobody signed in to review on this tab (an earlier story's reviewer is forgotten). */
export function signedOut(): void {
  window.sessionStorage.removeItem(REVIEWER_KEY);
  reloadReviewer();
}

/** demo / demo123 (E0001 演示工程师, a supervisor) signed in to review on this tab. */
export async function signedIn(kit: StoryKit): Promise<void> {
  const supervisor = await kit.core.supervisorLogin('demo', 'demo123');
  window.sessionStorage.setItem(
    REVIEWER_KEY,
    JSON.stringify({ token: supervisor.reviewToken, code: supervisor.code, name: supervisor.name }),
  );
  reloadReviewer();
}

type Line = ['visitor' | 'engineer', string];

interface Conversation {
  /** The id it is kept under (a fixed one, so links and the audit log read the same each run). */
  id: string;
  visitor: string;
  queue: string;
  /** Who accepts it; none: it is still waiting. */
  engineer?: string;
  lines: Line[];
  /** Closed by the engineer at the end; otherwise still going. */
  closed: boolean;
  startAt: number;
}

/** Pins a session made through the core to a fixed id and to times that follow `startAt`. */
async function pin(kit: StoryKit, sessionId: string, plan: Conversation) {
  await kit.core.ctx.store.unit(async (store) => {
    const session = await store.sessions.get(sessionId);
    if (!session) throw new Error(`story: no session ${sessionId}`);
    const messages = await store.messages.query({ sessionId });
    const human = plan.engineer !== undefined;
    let at = plan.startAt + (human ? 45_000 : 15_000);
    const pinned: StoredMessage[] = messages.map((message, index) => {
      const sentAt = at;
      at += (40 + ((index * 37) % 70)) * 1000;
      return { ...message, sessionId: plan.id, sentAt, isRead: 2 };
    });
    const last = pinned.at(-1)?.sentAt ?? plan.startAt;
    // The engineer's first line, at its pinned time (the core stamped the real one).
    const firstReply = pinned.find((message) => message.clientType === 'engineer');
    const next: Session = {
      ...session,
      id: plan.id,
      createdAt: plan.startAt,
      queuedAt: plan.startAt + 5_000,
      ...(human && { acceptedAt: plan.startAt + 40_000 }),
      ...(session.firstResponseAt !== undefined && { firstResponseAt: firstReply?.sentAt ?? last }),
      ...(session.state === 'closed' && { closedAt: last }),
    };
    await store.sessions.delete(sessionId);
    await store.sessions.put(next);
    for (const message of pinned) await store.messages.put(message);
  });
}

/** One conversation as people have it through the core, then pinned. */
async function converse(kit: StoryKit, plan: Conversation): Promise<Visitor> {
  const [first, ...rest] = plan.lines;
  const { visitor, sessionId } = await kit.queueVisitor(plan.visitor, first?.[1], plan.queue);
  if (plan.engineer) {
    await kit.engineer(plan.engineer);
    await kit.core.accept(plan.engineer, sessionId);
    for (const [who, text] of rest) {
      if (who === 'visitor') await kit.core.sendFromVisitor(visitor, { kind: 'Text', text });
      else await kit.core.sendFromEngineer(plan.engineer, sessionId, { kind: 'Text', text });
    }
    if (plan.closed) await kit.core.closeByEngineer(plan.engineer, sessionId);
  }
  await pin(kit, sessionId, plan);
  return visitor;
}

/** The live conversation a supervisor can watch and whisper into (王工程师 with 赵先生). */
export const LIVE_SESSION = 'story-live';
export const LIVE_ENGINEER = 'E1001';

/** The visitor of the live conversation, once `moreSessions` has made it. */
let liveVisitor: Visitor | undefined;

/** Sessions of other visitors beside the seed's: three closed, one live, one still waiting. */
export async function moreSessions(kit: StoryKit): Promise<void> {
  await converse(kit, {
    id: 'story-s3',
    visitor: '周女士',
    queue: 'MON',
    engineer: 'E1003',
    startAt: beijingTime(3, 11, 5),
    closed: true,
    lines: [
      ['visitor', '新买的 ThinkVision 显示器中间有一个亮点，一直亮着。'],
      ['engineer', '您好，我是陈工程师。亮点在纯黑画面下也能看到吗？大概在屏幕什么位置？'],
      ['visitor', '黑色背景下很明显，在正中间偏左一点。'],
      ['engineer', '购买 15 天内出现亮点可以申请换货，我为您登记了换货申请，稍后会有短信通知。'],
      ['visitor', '好的，谢谢。'],
    ],
  });
  await converse(kit, {
    id: 'story-s2',
    visitor: '陈先生',
    queue: 'DT',
    engineer: 'E1001',
    startAt: beijingTime(1, 16, 20),
    closed: true,
    lines: [
      ['visitor', '台式机开机后风扇狂转，显示器没有信号。'],
      ['engineer', '您好，请问主机有没有发出滴滴的报警声？最近有没有拆装过内存？'],
      ['visitor', '上周加了一条内存，响了三声。'],
      ['engineer', '三声报警一般是内存问题，请拔下新加的内存条再开机试试。'],
      ['visitor', '拔掉就好了！新内存还在保修期内吗？'],
      ['engineer', '内存是第三方购买的，需要联系卖家保修；主机本身仍在保修期内，放心使用。'],
    ],
  });
  await converse(kit, {
    id: 'story-s1',
    visitor: '刘女士',
    queue: 'NB',
    engineer: 'E1002',
    startAt: beijingTime(0, 8, 40),
    closed: true,
    lines: [
      ['visitor', '笔记本键盘的 A 和 S 键按了没反应。'],
      ['engineer', '您好，我是李工程师。请问键盘进过水或者摔过吗？'],
      ['visitor', '上个月洒过一点咖啡。'],
      ['engineer', '进液不在保修范围内，可以付费更换键盘，我把服务站地址发给您。'],
    ],
  });
  liveVisitor = await converse(kit, {
    id: LIVE_SESSION,
    visitor: '赵先生',
    queue: 'NB',
    engineer: LIVE_ENGINEER,
    startAt: beijingTime(0, 9, 42),
    closed: false,
    lines: [
      ['visitor', '笔记本电池鼓包了，触控板被顶起来。'],
      ['engineer', '您好，我是王工程师。请立即停止充电并关机，鼓包的电池有安全风险。'],
      ['visitor', '已经关机了，可以寄修吗？'],
      ['engineer', '可以的，请问电脑的序列号是多少？我帮您查一下保修。'],
    ],
  });
  await converse(kit, {
    id: 'story-waiting',
    visitor: '孙先生',
    queue: 'TAB',
    startAt: beijingTime(0, 9, 55),
    closed: false,
    lines: [['visitor', '平板充不进电，换了充电器也不行。']],
  });
}

/** The visitor in the live conversation writes `text` (the review sees it on its next poll). */
export async function liveVisitorWrites(kit: StoryKit, text: string): Promise<void> {
  if (!liveVisitor) throw new Error('story: no live conversation');
  await kit.core.sendFromVisitor(liveVisitor, { kind: 'Text', text });
}

/**
 * What supervisors did earlier today, for the audit log: 演示工程师 read two transcripts and
 * 王工程师 (also a supervisor) listened in and whispered. Pinned to the morning's times.
 */
export async function earlierReviews(kit: StoryKit): Promise<void> {
  const { store } = kit.core.ctx;
  const demo = await store.engineers.get('E0001');
  const wang = await store.engineers.get('E1001');
  if (!demo || !wang) throw new Error('story: no supervisors');
  await kit.core.reviewTranscript('demo-s1', { reviewer: demo });
  await kit.core.reviewTranscript('story-s2', { reviewer: demo });
  await kit.core.reviewTranscript('story-s1', { reviewer: wang });
  await kit.core.reviewTranscript(LIVE_SESSION, { reviewer: demo });
  await kit.core.whisper(demo, {
    text: '先确认保修状态，再安排寄修。',
    to: LIVE_ENGINEER,
    sessionId: LIVE_SESSION,
  });
  const times = [
    beijingTime(0, 9, 5),
    beijingTime(0, 9, 18),
    beijingTime(0, 9, 31),
    beijingTime(0, 9, 50),
    beijingTime(0, 9, 52),
  ];
  await store.unit(async (unit) => {
    const entries = (await unit.audit.page(0, 50)).reverse();
    for (const [index, entry] of entries.entries())
      await unit.audit.put({ ...entry, at: times[index] ?? entry.at });
  });
}

/** The review's data and a signed-in supervisor, on a window of the shot's width. */
export async function reviewing(kit: StoryKit): Promise<void> {
  followWindowWidth();
  await moreSessions(kit);
  await signedIn(kit);
}

/** Waits for the results' count line, e.g. '共 8 个会话'. */
export function showsCount(text: string | RegExp): TimelineStep {
  return {
    at: 0,
    label: `结果：${String(text)}`,
    run: (kit) => kit.screen.findByText(text, { selector: '[role="status"]' }, { timeout: 8000 }),
  };
}

/** On a phone the less used filters fold behind a button: open them. */
export const opensFilters: TimelineStep = {
  at: 0,
  label: '展开筛选（手机）',
  run: async (kit) => {
    if (isDesktop()) return;
    await kit.user.click(await kit.screen.findByRole('button', { name: /^(筛选|Filters)/ }));
  },
};
