import { http } from 'msw';
import type { StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import { appStory } from '@/testing/app-story';
import { engineerJoins, engineerWrites, IM_EVENTS, STORY_ENGINEER } from '@/testing/story-events';
import { typesAndSends, type StoryKit, type TimelineStep } from '@/testing/story-kit';
import {
  asksForPerson,
  asZhang,
  attaches,
  CHAT,
  composer,
  greeted,
  networkOutage,
  inLog,
  says,
  screenPhoto,
  shows,
  SLOW,
  zhangAtChat,
} from './steps';
import { neverAnswers } from '@/mocks/held-requests';

export default {
  title: 'Features / Visitor chat',
  meta: { appStory: true },
} satisfies StoryDefault;

/** A visitor opens the chat: the robot greets them. */
export const Robot = appStory({ path: '/chatQueue' });

/** The visitor asks; the robot answers with articles and suggestions. */
export const RobotAnswer = appStory({
  path: '/chatQueue',
  // After the greeting: until the chat has started, Enter sends nothing (the text stays).
  // The robot answers a moment later; the visitor's line then shows 已读.
  timeline: [
    greeted(),
    typesAndSends('电脑开机黑屏'),
    shows(/按电源键没有任何反应时/),
    shows('已读'),
  ],
});

/** An engineer has joined and written. */
export const EngineerJoined = appStory({
  path: '/chatQueue',
  timeline: [
    { at: 0, label: '工程师接入', run: (kit) => engineerJoins(kit) },
    {
      at: 300,
      label: '工程师发消息',
      run: (kit) => engineerWrites(kit, '您好，我是王工程师，请问有什么可以帮您？'),
    },
  ],
});

/** SPEC §8: maintenance notice. */
export const Maintenance = appStory({ path: '/chatQueue', args: { scenario: 'maintenance' } });

/** The chat still logs in: the status line says it is connecting (the anonymous login is held). */
export const Connecting = appStory({
  path: CHAT,
  handlers: [http.all('*/api/csc/login/anon', neverAnswers)],
  timeline: [shows('正在连接在线客服…')],
});

/** 转人工: the robot has closed and the queue request is on its way (held pending). */
export const Transferring = appStory({
  path: CHAT,
  handlers: [http.post('*/api/csc/queue/selectBigQueue', neverAnswers)],
  timeline: [asksForPerson(), shows('正在为您转接人工客服')],
});

/** In the queue: two visitors wait ahead, the laptop team is busy and nobody picks up. */
export const Queued = appStory({
  path: CHAT,
  setup: async (kit) => {
    await kit.queueVisitor('访客甲', '您好，我的笔记本开机黑屏。');
    await kit.queueVisitor('访客乙', '键盘有几个键没反应。');
    for (const code of ['E1001', 'E1002']) await kit.core.setEngineerStatus(code, 'busy');
  },
  timeline: [
    asksForPerson(),
    shows(/您前面还有 2 位/),
    shows('正在排队'),
    // 转人工 (which had focus) is gone: the visitor taps into the composer to write while waiting.
    { at: 0, label: '访客点进输入框', run: async (kit) => kit.user.click(await composer(kit)) },
  ],
});

/**
 * 张先生 asks for 王工程师, who served him last week, by name (SPEC §4 type 3: the host page's
 * link names the engineer); he waits in 王工程师's own line.
 */
export const NamedEngineerRequested = appStory({
  path: `${CHAT}?type=3&queue_code=NB&engineer_code=${STORY_ENGINEER}`,
  setup: asZhang,
  timeline: [shows(/下一位就是您/), shows('正在排队')],
});

/** SPEC §4: the named engineer cannot take the visitor (422): the robot starts again. */
export const NamedEngineer422 = appStory({
  path: `${CHAT}?type=3&queue_code=NB&engineer_code=${STORY_ENGINEER}`,
  ...zhangAtChat(),
  args: { scenario: 'personal-422' },
  timeline: [greeted()],
});

/**
 * The visitor taps 转人工, waits first in line, and 王工程师 accepts them. The status line says
 * 正在排队 once the queue call has answered: accepting before that leaves the page queued (see
 * the report), so the engineer waits for it.
 */
const fromQueueToEngineer = [
  asksForPerson(),
  shows(/下一位就是您/),
  shows('正在排队'),
  {
    at: 0,
    label: '王工程师接入',
    run: async (kit: StoryKit) => {
      await kit.engineer(STORY_ENGINEER);
      await kit.core.accept(STORY_ENGINEER, (await kit.session()).id);
      await kit.screen.findByText('王工程师 为您服务', {}, SLOW);
    },
  },
];

/** SPEC §8: the queue refuses the transfer; the warning carries the server's message.info. */
export const QueueFailure = appStory({
  path: CHAT,
  args: { scenario: 'queue-failure' },
  timeline: [asksForPerson(), shows('当前排队人数过多，请稍后再试')],
});

/** 王工程师 took the visitor from the queue, asked, got an answer and is typing the next line. */
export const EngineerTyping = appStory({
  path: CHAT,
  timeline: [
    ...fromQueueToEngineer,
    {
      at: 0,
      label: '工程师发消息',
      run: (kit) => engineerWrites(kit, '您好，我是王工程师。请问电源指示灯亮吗？'),
    },
    says('指示灯是亮的，但屏幕是黑的'),
    {
      at: 0,
      label: '工程师正在输入',
      run: async (kit) => {
        await IM_EVENTS['engineer-typing'].run(kit);
        await kit.screen.findByText('王工程师正在输入…', {}, SLOW);
      },
    },
  ],
});

const outage = networkOutage();

/**
 * The network dropped the chat's socket and stays down: every reconnect is cut at once (the
 * page keeps trying with backoff), so the disconnect banner stays.
 */
export const Reconnecting = appStory({
  path: CHAT,
  handlers: [outage.handler],
  setup: () => {
    outage.down.now = false;
  },
  timeline: [
    greeted(),
    {
      at: 0,
      label: '网络断开，且连不上',
      run: (kit) => {
        outage.down.now = true;
        kit.dropSockets();
      },
    },
    shows('连接已断开，请检查网络连接'),
  ],
});

/** SPEC §8 kickoff: the chat was opened elsewhere; this page stops and offers to reconnect. */
export const KickedOff = appStory({
  path: CHAT,
  args: { scenario: 'kickoff' },
  timeline: [greeted(), shows('您已在其他页面打开在线客服，本页面已停止接收消息')],
});

/**
 * SPEC §8 invalid identity, refused again right after the reload it caused (setup marks that
 * reload): the login is cleared and the visitor is told, instead of reloading forever.
 */
export const InvalidIdentity = appStory({
  path: CHAT,
  args: { scenario: 'invalid-identity' },
  setup: () => sessionStorage.setItem('WEBCHAT_IDENTITY_RELOAD', String(Date.now())),
  timeline: [
    {
      at: 0,
      label: '提示非法身份',
      run: (kit) => kit.screen.findByRole('alertdialog', {}, SLOW),
    },
  ],
});

/** SPEC §8 http-500: the chat cannot start; the banner says why and offers a retry. */
export const Http500OnStart = appStory({
  path: CHAT,
  args: { scenario: 'http-500' },
  timeline: [shows('没能连接到在线客服')],
});

/**
 * 张先生 comes back: the robot greets him under his open service orders (his past conversations
 * are kept out of the list: see zhangAtChat).
 */
export const ReturningVisitor = appStory({
  path: CHAT,
  ...zhangAtChat(),
  timeline: [greeted(), shows(/您有 2 个服务单/)],
});

/** 王工程师 ended the conversation: the notice, and 重新咨询 to start again. */
export const EndedByEngineer = appStory({
  path: CHAT,
  timeline: [
    ...fromQueueToEngineer,
    {
      at: 0,
      label: '工程师发消息',
      run: (kit) => engineerWrites(kit, '问题已经解决了，感谢您的咨询，再见！'),
    },
    says('好的，谢谢'),
    { at: 0, label: '工程师结束会话', run: (kit) => IM_EVENTS['engineer-ends'].run(kit) },
    shows('本次会话已结束'),
    shows('重新咨询'),
  ],
});

/** Picks a star and the tags on the rating card, as a visitor taps them (#17 item 1). */
const ratesOnCard = (score: string, tags: string[]): TimelineStep => ({
  at: 0,
  label: `评价：${score}`,
  run: async (kit) => {
    const card = await kit.screen.findByRole('region', { name: /服务评分|How did/ }, SLOW);
    await kit.user.click(within(card).getByRole('radio', { name: score }));
    for (const tag of tags) await kit.user.click(within(card).getByRole('checkbox', { name: tag }));
  },
});

/** #17 item 1: the engineer ended the conversation; the visitor is asked to rate it. */
export const RatingAfterEnd = appStory({
  path: CHAT,
  timeline: [
    ...fromQueueToEngineer,
    { at: 0, label: '工程师结束会话', run: (kit) => IM_EVENTS['engineer-ends'].run(kit) },
    shows('请为 王工程师 的服务评分'),
  ],
});

/** #17 item 1: the visitor picked four stars and two tags and is writing a comment. */
export const RatingFilledIn = appStory({
  path: CHAT,
  timeline: [
    ...fromQueueToEngineer,
    { at: 0, label: '工程师结束会话', run: (kit) => IM_EVENTS['engineer-ends'].run(kit) },
    ratesOnCard('满意', ['问题已解决', '态度友好']),
    {
      at: 0,
      label: '写补充说明',
      run: async (kit) =>
        kit.user.type(
          await kit.screen.findByRole('textbox', { name: '补充说明（选填）' }),
          '很耐心',
        ),
    },
  ],
});

/** #17 item 1: the engineer asked for a rating during the chat (custom push); two stars chosen. */
export const RatingRequested = appStory({
  path: CHAT,
  timeline: [
    ...fromQueueToEngineer,
    {
      at: 0,
      label: '工程师邀请评价',
      run: async (kit) => {
        const session = await kit.session();
        await kit.core.requestRating(STORY_ENGINEER, session.id);
      },
    },
    shows('已邀请评价本次服务'),
    ratesOnCard('不满意', ['回复太慢']),
  ],
});

/** #17 item 1: the rating was sent: thanks, and the rating is a line of the conversation. */
export const Rated = appStory({
  path: CHAT,
  timeline: [
    ...fromQueueToEngineer,
    { at: 0, label: '工程师结束会话', run: (kit) => IM_EVENTS['engineer-ends'].run(kit) },
    ratesOnCard('非常满意', ['问题已解决', '回复及时']),
    {
      at: 0,
      label: '提交评价',
      run: async (kit) =>
        kit.user.click(await kit.screen.findByRole('button', { name: '提交评价' })),
    },
    shows(/服务评价：5 星/),
  ],
});

/** SPEC §8: a message of a type the client does not know arrives: the visitor is alerted. */
export const UnknownMessageType = appStory({
  path: CHAT,
  args: { scenario: 'unknown-message-type' },
  timeline: [
    greeted(),
    {
      at: 0,
      label: '提示未知消息类型',
      run: (kit) => kit.screen.findByRole('alertdialog', {}, SLOW),
    },
  ],
});

/** SPEC §8 upload-failure: the picture the visitor picked could not be uploaded; it can be resent. */
export const ImageUploadFailed = appStory({
  path: CHAT,
  args: { scenario: 'upload-failure' },
  timeline: [
    attaches('image', () => screenPhoto('黑屏.png')),
    {
      at: 0,
      label: '图片标为发送失败',
      run: (kit) => inLog(kit, (l) => l.getByRole('button', { name: /发送失败.*重新发送/ })),
    },
  ],
});

/** The robot answers a product page's visitor: the product they came from is named above. */
export const FromProductPage = appStory({
  path: `${CHAT}?mark_id=X1C-G12`,
  timeline: [greeted(), shows(/正在咨询：ThinkPad X1 Carbon/)],
});

/** A robot answer's article, opened in its dialog. */
export const ArticleOpened = appStory({
  path: CHAT,
  timeline: [
    greeted(),
    typesAndSends('电脑开机黑屏'),
    {
      at: 0,
      label: '访客打开相关文章',
      run: async (kit) => {
        const article = await inLog(
          kit,
          (l) => l.getAllByRole('button', { name: /笔记本电脑无法开机怎么办/ })[0]!,
        );
        await kit.user.click(article);
        await kit.screen.findByRole('heading', { name: /笔记本电脑无法开机怎么办/ }, SLOW);
      },
    },
  ],
});

/** The chat in English: the robot's greeting and an answer, the screen's words in English. */
export const English = appStory({
  path: CHAT,
  args: { language: 'en' },
  timeline: [
    greeted(),
    typesAndSends("My laptop won't turn on", 0, { name: 'Type a message' }),
    // The robot answers a moment later.
    shows(/If nothing happens when you press the power button/),
  ],
});
