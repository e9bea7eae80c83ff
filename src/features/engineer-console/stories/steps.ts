import { within } from '@testing-library/dom';
import { ws, type RequestHandler } from 'msw';
import type { Visitor } from '@server/core/types';
import { initEnvironment } from '@/lib/env';
import { useConsoleStore } from '../model/console-store';
import { until, type StoryKit, type TimelineStep } from '@/testing/story-kit';

/** The engineer the console stories sign in as: the seeded demo engineer 演示工程师. */
export const ME = 'E0001';
/** The supervisor who whispers: 王工程师, seeded as a supervisor. */
export const SUPERVISOR = 'E1001';

/** SPEC's spelling of the console's route. */
export const CONSOLE = '/chatEngieer';

let environment: (() => void) | undefined;

/**
 * A console story's setup: the page's surroundings first, then the story's own backend. The
 * page's width decides desktop or phone layout; main.tsx reads it at start (initEnvironment),
 * appStory does not, so without this the console shows its phone layout at every width.
 */
export const onPage =
  (setup?: (kit: StoryKit) => unknown) =>
  async (kit: StoryKit): Promise<void> => {
    environment ??= initEnvironment();
    await setup?.(kit);
  };

/** Screen texts in the page's language (appStory sets <html lang> from args.language). */
const TEXTS = {
  'zh-CN': {
    account: '工程师账号',
    password: '密码',
    submit: '登录',
    status: '在线状态',
    statuses: { online: '在线', busy: '忙碌', away: '离开' },
    lists: '排队与会话',
    accept: (name: string) => `接入 ${name}`,
    side: '访客资料与工具',
    details: '访客资料',
    back: '返回列表',
    composer: '输入消息',
  },
  en: {
    account: 'Engineer account',
    password: 'Password',
    submit: 'Sign in',
    status: 'Status',
    statuses: { online: 'Online', busy: 'Busy', away: 'Away' },
    lists: 'Queue and conversations',
    accept: (name: string) => `Accept ${name}`,
    side: 'Visitor details and tools',
    details: 'Visitor details',
    back: 'Back to the list',
    composer: 'Type a message',
  },
};
export const texts = () => (document.documentElement.lang === 'en' ? TEXTS.en : TEXTS['zh-CN']);

/** findBy's one second is short for a sign-in (argon2id in WebAssembly) and the first polls. */
const SLOW = { timeout: 8000 };

/**
 * A visitor of the support centre with a fixed id and name: the console shows the id (资料 tab),
 * so it must not be a random one.
 */
export async function visitor(kit: StoryKit, name: string, cubeUid: string): Promise<Visitor> {
  const anon = await kit.core.visitorByToken((await kit.core.loginAnon()).token);
  const person: Visitor = { ...anon, cubeUid, name, nickname: name };
  await kit.core.ctx.store.visitors.put(person);
  return person;
}

export interface Queued {
  visitor: Visitor;
  sessionId: string;
}

/**
 * A visitor who queues for `queue` and writes `lines`; `waited` minutes ago (the queue shows
 * how long each has waited).
 */
export async function queued(
  kit: StoryKit,
  name: string,
  cubeUid: string,
  lines: readonly string[],
  { queue = 'NB', waited = 0 }: { queue?: string; waited?: number } = {},
): Promise<Queued> {
  const person = await visitor(kit, name, cubeUid);
  const { sessionId } = await kit.core.selectBigQueue(person, queue, 'webchat');
  if (waited) {
    const session = await kit.core.ctx.store.sessions.get(sessionId);
    if (session)
      await kit.core.ctx.store.sessions.put({
        ...session,
        queuedAt: (session.queuedAt ?? session.createdAt) - waited * 60_000,
      });
  }
  for (const text of lines) await visitorWrites(kit, person, text);
  return { visitor: person, sessionId };
}

/** The visitor writes `text` into their conversation. */
export const visitorWrites = (kit: StoryKit, person: Visitor, text: string) =>
  kit.core.sendFromVisitor(person, { kind: 'Text', text });

/** The signed-in engineer writes `text` (from another tab of theirs, or before this page). */
export const engineerWrites = (kit: StoryKit, sessionId: string, text: string) =>
  kit.core.sendFromEngineer(ME, sessionId, { kind: 'Text', text });

/** A visitor already in a conversation with the demo engineer (accepted before the page loads). */
export async function served(
  kit: StoryKit,
  name: string,
  cubeUid: string,
  lines: readonly string[],
): Promise<Queued> {
  await kit.engineer(ME);
  const entry = await queued(kit, name, cubeUid, lines.slice(0, 1));
  await kit.core.accept(ME, entry.sessionId);
  for (const text of lines.slice(1)) await visitorWrites(kit, entry.visitor, text);
  return entry;
}

/** The visitor has read everything the engineer wrote in the session. */
export async function visitorReadsAll(kit: StoryKit, { visitor: person, sessionId }: Queued) {
  const ids = (await kit.core.ctx.store.messages.query({ sessionId }))
    .filter((m) => m.clientType === 'engineer' && m.kind !== 'Notice' && m.isRead === 1)
    .map((m) => m.id);
  if (ids.length) await kit.core.markRead(person.cubeUid, ids);
}

/** The engineer signs in through the login form (demo / demo123 unless told otherwise). */
export function signsIn(at = 0, password = 'demo123', account = 'demo'): TimelineStep {
  return {
    at,
    label: `工程师登录 ${account}`,
    run: async (kit) => {
      const t = texts();
      await kit.user.type(await kit.screen.findByLabelText(t.account, {}, SLOW), account);
      await kit.user.type(kit.screen.getByLabelText(t.password), password);
      await kit.user.click(kit.screen.getByRole('button', { name: t.submit }));
      if (password === 'demo123') await kit.screen.findByRole('combobox', { name: t.status }, SLOW);
    },
  };
}

/** The lists of the console (queue and conversations), visible on a phone only with none open. */
const lists = (kit: StoryKit) => kit.screen.findByRole('navigation', { name: texts().lists }, SLOW);

/** The engineer opens the conversation with `name` from the list. */
export function opens(name: string, at = 0): TimelineStep {
  return {
    at,
    label: `打开与 ${name} 的会话`,
    run: async (kit) => {
      const nav = await lists(kit);
      const row = await within(nav).findByRole('button', { name: new RegExp(`^${name}`) }, SLOW);
      await kit.user.click(row);
      await kit.screen.findByRole('heading', { level: 2, name }, SLOW);
      await kit.screen.findByRole('log', {}, SLOW);
    },
  };
}

/** The engineer clicks 接入 for a waiting visitor; their conversation opens. */
export function accepts(name: string, at = 0): TimelineStep {
  return {
    at,
    label: `接入 ${name}`,
    run: async (kit) => {
      await kit.user.click(
        await kit.screen.findByRole('button', { name: texts().accept(name) }, SLOW),
      );
      await kit.screen.findByRole('heading', { level: 2, name }, SLOW);
    },
  };
}

/**
 * Opens a tab of the visitor's details and tools: the right column on a desktop, the drawer
 * behind the 访客资料 button on a phone.
 */
export async function openSide(kit: StoryKit, tab: string | RegExp) {
  const t = texts();
  if (!kit.screen.queryByRole('tablist', { name: t.side }))
    await kit.user.click(await kit.screen.findByRole('button', { name: t.details }, SLOW));
  await kit.user.click(await kit.screen.findByRole('tab', { name: tab }, SLOW));
}

/** The engineer types `text` into the composer of the open conversation and sends it. */
export function replies(text: string, at = 0): TimelineStep {
  return {
    at,
    label: `回复「${text.slice(0, 20)}」`,
    run: async (kit) => {
      const box = await kit.screen.findByRole('textbox', { name: texts().composer }, SLOW);
      await kit.user.type(box, text);
      await kit.user.keyboard('{Enter}');
      await kit.screen.findAllByText(text, {}, SLOW);
      // Sent: the server has it (what the visitor does next comes after it).
      await until(
        async () =>
          (await kit.core.ctx.store.messages.all()).find(
            (m) => m.clientType === 'engineer' && m.text === text,
          ),
        `「${text}」 on the server`,
      );
    },
  };
}

/** A story visitor (by their fixed id) and their open session, for a later step. */
export async function find(kit: StoryKit, cubeUid: string): Promise<Queued> {
  const person = await kit.core.ctx.store.visitors.get(cubeUid);
  const [session] = await kit.core.ctx.store.sessions.openOf(cubeUid);
  if (!person || !session) throw new Error(`story: no visitor ${cubeUid} with an open session`);
  return { visitor: person, sessionId: session.id };
}

/** The console's IM socket has logged in: what the other side does now arrives live. */
export const online = (): TimelineStep => ({
  at: 0,
  label: '消息服务已连接',
  run: () =>
    until(
      async () => (useConsoleStore.getState().connection === 'online' ? true : undefined),
      'console socket online',
    ),
});

/** On a phone the open conversation covers the lists: back to them (a desktop shows both). */
export const backToListOnPhone = (): TimelineStep => ({
  at: 0,
  label: '手机：返回列表',
  run: async (kit) => {
    const back = kit.screen.queryByRole('button', { name: texts().back });
    if (back) {
      await kit.user.click(back);
      await lists(kit);
    }
  },
});

/** Picks a status in the header's status menu. */
export const setsStatus = (status: 'online' | 'busy' | 'away'): TimelineStep => ({
  at: 0,
  label: `状态：${status}`,
  run: async (kit) => {
    const control = await kit.screen.findByRole('combobox', { name: texts().status }, SLOW);
    await kit.user.click(control);
    await kit.user.click(kit.screen.getByRole('option', { name: texts().statuses[status] }));
    await until(
      async () => (useConsoleStore.getState().auth?.status === status ? true : undefined),
      `status ${status}`,
    );
  },
});

/** The IM socket of the page: refused while `network.down` (a reconnecting console). */
export const network = { down: false };
const chat = ws.link(/\/chat(\?.*)?$/);
export const imWhileDown = chat.addEventListener('connection', ({ client }) => {
  if (network.down) client.close(4000, 'network down');
}) as unknown as RequestHandler;

/**
 * The queue has been polled since the last accept: the centre's count (全部技能组排队) is fetched
 * with the queue every 5 s, and an accept only takes the visitor off this engineer's list.
 */
export const queueRefreshed = (): TimelineStep => ({
  at: 0,
  label: '排队列表刷新',
  run: async (kit) => {
    const count = await kit.core.awaitUserNumber();
    await until(
      async () => (useConsoleStore.getState().centreWaiting === count ? true : undefined),
      `centre count ${count}`,
    );
  },
});
