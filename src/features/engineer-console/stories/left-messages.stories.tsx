import type { StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import type { LeftMessageInput } from '@server/core/leave-message';
import { appStory } from '@/testing/app-story';
import type { StoryKit, TimelineStep } from '@/testing/story-kit';
import { accepts, CONSOLE, ME, onPage, openSide, queued, signsIn, visitor } from './steps';

export default {
  title: 'Features / Engineer console / Left messages',
  meta: { appStory: true },
} satisfies StoryDefault;

const MINUTE = 60_000;

/** A message `ago` minutes old, left by a visitor with a fixed id. */
async function left(kit: StoryKit, cubeUid: string, ago: number, input: LeftMessageInput) {
  const person = await visitor(kit, input.name, cubeUid);
  const ticket = await kit.core.leaveMessage(person, input);
  await kit.core.ctx.store.tickets.put({ ...ticket, createdAt: ticket.createdAt - ago * MINUTE });
  return ticket.ticketNo;
}

/** Three messages for the demo engineer's skills, the newest first: a phone, an e-mail, both. */
async function threeLeft(kit: StoryKit) {
  await left(kit, 'u-story-0101', 180, {
    queueCode: 'DT',
    name: '李女士',
    email: 'li.nvshi@example.com',
    message: '台式机风扇噪音很大，晚上也在转，需要上门检修吗？',
    attachments: ['/static/demo/blue-screen.png', '/static/demo/repair-quote.pdf'],
  });
  await left(kit, 'u-story-0102', 42, {
    queueCode: 'NB',
    name: '张先生',
    phone: '13800138000',
    message: '笔记本开机黑屏，电源灯亮着。\n白天不方便接电话，请下午 6 点后回电。',
  });
  return left(kit, 'u-story-0103', 5, {
    name: '王同学',
    phone: '13900139000',
    email: 'wang@example.com',
    message: '想咨询一下学生优惠，非服务时间留个言。',
  });
}

const SLOW = { timeout: 8000 };
const en = () => document.documentElement.lang === 'en';

/** The engineer opens 留言 beside the queue and, when asked, picks the 已处理 filter. */
const opensLeftMessages = (filter?: 'handled'): TimelineStep => ({
  at: 0,
  label: filter ? '打开「留言」，选「已处理」' : '打开「留言」',
  run: async (kit) => {
    const open = en() ? /^Left messages/ : /^留言/;
    await kit.user.click(await kit.screen.findByRole('button', { name: open }, SLOW));
    const panel = await kit.screen.findByRole(
      'region',
      { name: en() ? 'Left messages' : '访客留言' },
      SLOW,
    );
    if (filter)
      await kit.user.click(within(panel).getByRole('tab', { name: en() ? 'Handled' : '已处理' }));
    await within(panel).findAllByText(
      en() ? /Mark as handled|handled by|No / : /标记为已处理|处理于|暂无|没有/,
      {},
      SLOW,
    );
  },
});

/** Three open messages, newest first, each with its contact as tel: and mailto: links. */
export const OpenMessages = appStory({
  path: CONSOLE,
  setup: onPage(threeLeft),
  timeline: [signsIn(), opensLeftMessages()],
});

/** Nothing left for the engineer's skills: 暂无待处理的留言, the count at 0. */
export const NoMessages = appStory({
  path: CONSOLE,
  setup: onPage(),
  timeline: [signsIn(), opensLeftMessages()],
});

/** 已处理: who handled each message and when; no action left. */
export const HandledMessages = appStory({
  path: CONSOLE,
  setup: onPage(async (kit) => {
    const newest = await threeLeft(kit);
    await kit.core.handleLeftMessage(ME, newest);
  }),
  timeline: [signsIn(), opensLeftMessages('handled')],
});

/** Two visitors who filled in the project's pre-chat form, and one who was not asked. */
async function preChatQueue(kit: StoryKit) {
  const bing = await visitor(kit, '访客丙', 'u-story-0104');
  await kit.core.selectBigQueue(bing, 'NB', 'webchat', {
    preChat: { name: '王五', phone: '13900139000', email: 'wang@example.com', product: 'pl-nb' },
  });
  await kit.core.sendFromVisitor(bing, { kind: 'Text', text: '电脑蓝屏，提示 0x0000007B' });
  const zhao = await visitor(kit, '访客丁', 'u-story-0105');
  await kit.core.selectBigQueue(zhao, 'DT', 'webchat', {
    preChat: { name: '赵女士', phone: '13700137000' },
  });
  await kit.core.sendFromVisitor(zhao, { kind: 'Text', text: '台式机无法开机' });
  await queued(kit, '访客戊', 'u-story-0106', ['请问保修期怎么查？']);
}

/** The queue: each row shows what its visitor answered (name, phone, e-mail, product line). */
export const PreChatWaiting = appStory({
  path: CONSOLE,
  setup: onPage(preChatQueue),
  timeline: [
    signsIn(),
    {
      at: 0,
      label: '产品线显示名称',
      run: (kit) => kit.screen.findByText(en() ? 'Laptops' : '笔记本电脑', {}, SLOW),
    },
  ],
});

/** Accepted: the visitor's details show the answers under 访客填写的信息. */
export const PreChatConversation = appStory({
  path: CONSOLE,
  setup: onPage(preChatQueue),
  timeline: [
    signsIn(),
    accepts('访客丙'),
    {
      at: 0,
      label: '查看访客资料',
      run: async (kit) => {
        await openSide(kit, en() ? 'Details' : '资料');
        await kit.screen.findByRole(
          'heading',
          { name: en() ? 'What the visitor told us' : '访客填写的信息' },
          SLOW,
        );
        await kit.screen.findByText(en() ? 'Laptops' : '笔记本电脑', {}, SLOW);
      },
    },
  ],
});
