import { waitFor, within } from '@testing-library/dom';
import { http, HttpResponse, ws, type RequestHandler } from 'msw';
import { DEMO_VISITOR } from '@server/demo/seed';
import type { StoryKit, TimelineStep } from '@/testing/story-kit';

/** The chat's route. */
export const CHAT = '/chatQueue';

/** findBy's one second is short for a login, a socket and the robot's first words. */
export const SLOW = { timeout: 8000 };

/** Screen texts in the page's language (appStory sets <html lang> from args.language). */
const TEXTS = {
  'zh-CN': {
    greeting: /您好，我是智能助手小威/,
    robotStatus: '智能助手小威为您服务',
    composer: '输入消息',
    send: '发送',
    emoji: '表情',
    transfer: '转人工',
    menu: '菜单',
    history: '历史会话',
    transcript: '聊天记录',
    tickets: '我的服务单',
    workOrder: '自助报修',
    call: '语音/视频通话',
    vip: 'VIP 专属服务',
    end: '结束会话',
  },
  en: {
    greeting: /Hello, I'm Xiaowei/,
    robotStatus: 'Assistant Xiaowei is here to help',
    composer: 'Type a message',
    send: 'Send',
    emoji: 'Emoji',
    transfer: 'Talk to an engineer',
    menu: 'Menu',
    history: 'Past conversations',
    transcript: 'Chat transcript',
    tickets: 'My service orders',
    workOrder: 'Self-service repair',
    call: 'Voice / video call',
    vip: 'VIP service',
    end: 'End conversation',
  },
};
export const texts = () => (document.documentElement.lang === 'en' ? TEXTS.en : TEXTS['zh-CN']);

export type MenuItem = 'history' | 'transcript' | 'tickets' | 'workOrder' | 'call' | 'vip' | 'end';

/**
 * Setup: the page signs in as the seeded demo visitor 张先生 (a returning visitor with three past
 * conversations and two open service orders), as the chat does with a kept login.
 */
export function asZhang() {
  localStorage.setItem('WEBCHAT_TOKEN', JSON.stringify({ DEFAULT_PROJECT: DEMO_VISITOR.token }));
  localStorage.setItem(
    'WEBCHAT_CUBE_UID_KEY',
    JSON.stringify({ DEFAULT_PROJECT: DEMO_VISITOR.cubeUid }),
  );
}

/**
 * 张先生 at the chat, without his past conversations brought in above today's: the chat's own
 * read of his session list (made before the robot greets him) answers empty; later reads (the
 * history dialog's) get the real list. On a phone the message list does not settle once his
 * history comes in above (see the report), so a story about something else keeps it out.
 * A story spreads it into its options: `appStory({ path, ...zhangAtChat(), timeline })`.
 */
export function zhangAtChat(more?: (kit: StoryKit) => unknown) {
  let read = false;
  return {
    setup: async (kit: StoryKit) => {
      read = false;
      asZhang();
      await more?.(kit);
    },
    handlers: [
      http.get('*/api/csc/session/c/sessionList', () => {
        if (read) return undefined;
        read = true;
        return HttpResponse.json({ statusCode: 200, message: { info: 'Success' }, data: [] });
      }),
    ],
  };
}

/**
 * Waits until the conversation log holds an element `query` finds (the log is read anew each
 * time: the list replaces its empty state once rows arrive).
 */
export const inLog = <T>(kit: StoryKit, query: (log: ReturnType<typeof within>) => T) =>
  waitFor(() => query(within(kit.screen.getByRole('log'))), SLOW);

/** Waits for the robot's greeting: the chat has started, logged in and shows its first words. */
export async function robotGreets(kit: StoryKit) {
  // Not within the log found now: the list replaces its empty state once rows arrive.
  await kit.screen.findAllByText(texts().greeting, {}, SLOW);
  await kit.screen.findByText(texts().robotStatus, {}, SLOW);
}

/** A step: the robot has greeted the visitor. */
export const greeted = (at = 0): TimelineStep => ({
  at,
  label: '小威问候访客',
  run: robotGreets,
});

/** A step: waits until `text` shows somewhere on the page (a banner, a toast, a dialog). */
export const shows = (text: string | RegExp, at = 0): TimelineStep => ({
  at,
  label: `显示「${String(text)}」`,
  run: (kit) => kit.screen.findAllByText(text, {}, SLOW),
});

/** A step: the visitor taps 转人工 in the status line (the robot session only). */
export const asksForPerson = (at = 0): TimelineStep => ({
  at,
  label: '访客点「转人工」',
  run: async (kit) => {
    await robotGreets(kit);
    // The status line's, not the quick entry's chip of the same name.
    await kit.user.click(kit.screen.getAllByRole('button', { name: texts().transfer })[0]!);
  },
});

/** The composer's text field. */
export const composer = (kit: StoryKit) =>
  kit.screen.findByRole('textbox', { name: texts().composer }, SLOW);

/**
 * A step: the visitor writes `text` and sends it, and the server has it (the row says 未读 or
 * 已读, not 发送中): what the other side does next cannot overtake it.
 */
export const says = (text: string, at = 0): TimelineStep => ({
  at,
  label: `访客发送「${text}」`,
  run: async (kit) => {
    await kit.user.type(await composer(kit), text);
    await kit.user.keyboard('{Enter}');
    await inLog(kit, (l) => {
      const row = l.getAllByText(text).at(-1)?.closest('[data-message-id]');
      if (!row || !/未读|已读|Unread|Read/.test(row.textContent ?? '')) throw new Error('sending');
    });
  },
});

/** A step: the visitor types `text` into the composer and does not send it. */
export const drafts = (text: string, at = 0): TimelineStep => ({
  at,
  label: `输入「${text}」（不发送）`,
  run: async (kit) => {
    await robotGreets(kit);
    await kit.user.type(await composer(kit), text);
  },
});

/**
 * A step: the visitor opens the menu (the drawer on a phone; on a wide page with desktop mode
 * on, the side panel is already there) and picks `item`.
 */
export const picksFromMenu = (item: MenuItem, at = 0): TimelineStep => ({
  at,
  label: `菜单：${TEXTS['zh-CN'][item]}`,
  run: async (kit) => {
    await robotGreets(kit);
    const t = texts();
    const button = kit.screen.queryByRole('button', { name: t.menu });
    if (button) await kit.user.click(button);
    const nav = await kit.screen.findByRole('navigation', { name: t.menu }, SLOW);
    // The drawer takes no taps while it slides in (with motion on): tapped once it has settled.
    const entry = within(nav).getByRole('button', { name: t[item] });
    await waitFor(() => kit.user.click(entry), SLOW);
  },
});

/** A small picture of a laptop's screen, as a PNG the visitor picks from their phone. */
export async function screenPhoto(name = 'screen.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#1f1f1f';
  g.fillRect(0, 0, 160, 120);
  g.fillStyle = '#1677ff';
  g.fillRect(12, 10, 136, 84);
  g.fillStyle = '#8c8c8c';
  g.fillRect(4, 100, 152, 12);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no png'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** The composer's hidden file inputs: pictures (the image button) and other files (the clip). */
export function fileInput(kind: 'image' | 'file'): HTMLInputElement {
  const inputs = [...document.querySelectorAll<HTMLInputElement>('form input[type="file"]')];
  const input = inputs.find((i) => i.accept.startsWith('image/') === (kind === 'image'));
  if (!input) throw new Error(`story: no ${kind} input in the composer`);
  return input;
}

/** A step: the visitor attaches `file` through the composer's image or file input. */
export const attaches = (kind: 'image' | 'file', file: () => Promise<File> | File, at = 0) => ({
  at,
  label: kind === 'image' ? '访客选择一张图片' : '访客选择一个文件',
  run: async (kit: StoryKit) => {
    await robotGreets(kit);
    await kit.user.upload(fileInput(kind), await file());
  },
});

/**
 * The IM socket's network goes down and stays down while `down.now` is true: each reconnect the
 * page makes is closed at once, as a network that lets the connection open and then drops it.
 * The in-browser backend's own socket handler still answers; this one only cuts the line.
 */
export function networkOutage() {
  const down = { now: false };
  const handler = ws.link(/\/chat(\?.*)?$/).addEventListener('connection', ({ client }) => {
    if (down.now) client.close(4000, 'network down');
  });
  return { down, handler: handler as unknown as RequestHandler };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A wall-clock time in Beijing, `daysAgo` days before today (the story's fixed clock). */
function beijing(daysAgo: number, hour: number, minute: number) {
  const offset = 8 * 60 * MINUTE;
  const today = Math.floor((Date.now() + offset) / DAY) * DAY - offset;
  return today - daysAgo * DAY + (hour * 60 + minute) * MINUTE;
}

const PAST_TOPICS: [engineer: string | undefined, question: string, answer: string][] = [
  ['E1001', '键盘背光不亮了', '请按 Fn+空格键切换背光亮度试试。'],
  [undefined, '怎么查询保修期', '您可以在官网输入主机序列号查询保修期。'],
  ['E1002', '触控板有时候没反应', '请在设置里确认触控板没有被关闭，再更新一下驱动。'],
  ['E1003', '外接显示器没有信号', '请换一根 HDMI 线，并按 Win+P 选择“扩展”。'],
  [undefined, '发票怎么开', '在订单详情页点击“申请发票”即可开具电子发票。'],
  ['E1001', '风扇声音很大', '建议在电脑管家里切换到“安静模式”，并清理出风口灰尘。'],
  ['E1002', '电池鼓包了怎么办', '请立即停止使用并送修，电池在保修期内可免费更换。'],
  [undefined, '维修进度怎么查', '您可以在“我的服务单”里查看维修进度。'],
];

type Who = 'visitor' | 'robot' | 'engineer';
interface PastConversation {
  id: string;
  /** When it started. */
  at: number;
  /** The engineer who served it; a robot conversation without one. */
  engineer?: string;
  lines: [who: Who, text: string][];
}

/** Writes closed conversations of 张先生 into the backend's store, as the seed writes his first. */
async function pastConversations(kit: StoryKit, conversations: PastConversation[]) {
  const store = kit.core.ctx.store;
  const zhang = await kit.core.visitorByToken(DEMO_VISITOR.token);
  for (const past of conversations) {
    const engineer = past.engineer ? await store.engineers.get(past.engineer) : undefined;
    for (const [index, [who, text]] of past.lines.entries()) {
      const speaker =
        who === 'visitor'
          ? {
              clientType: 'user' as const,
              fromAccount: zhang.cubeUid,
              authorName: zhang.name,
              avatar: zhang.avatar,
            }
          : who === 'engineer' && engineer
            ? {
                clientType: 'engineer' as const,
                fromAccount: engineer.code,
                authorName: engineer.name,
                avatar: engineer.avatar,
                engineerCode: engineer.code,
              }
            : {
                clientType: 'robot' as const,
                fromAccount: 'robot',
                authorName: '小威',
                avatar: '',
              };
      await store.messages.put({
        id: `${past.id}-m${index}`,
        seq: await store.nextSeq(),
        sessionId: past.id,
        cubeUid: zhang.cubeUid,
        ...speaker,
        kind: 'Text',
        text,
        sentAt: past.at + 40_000 * (index + 1),
        isRead: 2,
      });
    }
    await store.sessions.put({
      id: past.id,
      projectId: zhang.projectId,
      cubeUid: zhang.cubeUid,
      state: 'closed',
      pathway: 'webchat',
      createdAt: past.at,
      closedAt: past.at + 40_000 * (past.lines.length + 2),
      closedBy: engineer ? 'engineer' : 'user',
      ...(engineer && {
        queueCode: engineer.skills[0],
        engineerCode: engineer.code,
        queuedAt: past.at,
        acceptedAt: past.at + 30_000,
      }),
    });
  }
}

/**
 * Setup: 张先生 had `count` more conversations over the past weeks (engineers and the robot in
 * turn, at fixed times), so his history runs long.
 */
export async function longHistory(kit: StoryKit, count = 17) {
  await pastConversations(
    kit,
    Array.from({ length: count }, (_, i) => {
      const [engineer, question, answer] = PAST_TOPICS[i % PAST_TOPICS.length]!;
      return {
        id: `story-past-${String(i + 1).padStart(2, '0')}`,
        at: beijing(8 + i * 2, 9 + (i % 9), (i * 7) % 60),
        engineer,
        lines: [
          ['visitor', question],
          [engineer ? 'engineer' : 'robot', answer],
        ],
      };
    }),
  );
}
