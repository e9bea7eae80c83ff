import type { StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { appStory } from '@/testing/app-story';
import { until, type StoryKit } from '@/testing/story-kit';
import {
  accepts,
  backToListOnPhone,
  CONSOLE,
  engineerWrites,
  find,
  ME,
  onPage,
  online,
  queueRefreshed,
  openSide,
  opens,
  queued,
  replies,
  served,
  signsIn,
  SUPERVISOR,
  visitorReadsAll,
  visitorWrites,
} from './steps';
import { neverAnswers } from '@/mocks/held-requests';

export default {
  title: 'Features / Engineer console',
  meta: { appStory: true },
} satisfies StoryDefault;

const JIA = 'u-story-0001';
const FIRST_LINE = '您好，我的笔记本开机黑屏，电源灯亮着。';

/** Markup, a script, a javascript: link and long unbroken runs, 5,000 characters in all. */
const HOSTILE = (() => {
  const piece =
    '<b>加粗</b><img src=x onerror="alert(1)"><script>alert("xss")</script>' +
    '[链接](javascript:alert(1)) **粗体** ' +
    '没有空格的很长很长的一段文字'.repeat(12) +
    ' https://example.com/' +
    'a'.repeat(160) +
    ' ';
  return piece.repeat(Math.ceil(5000 / piece.length)).slice(0, 5000);
})();

/** 访客甲, accepted before the page loaded, with a few lines both ways, all read by the visitor. */
async function jiaServed(kit: StoryKit) {
  const jia = await served(kit, '访客甲', JIA, [FIRST_LINE]);
  await engineerWrites(kit, jia.sessionId, '您好，我是演示工程师。请问电脑最近有没有摔过或进水？');
  await visitorReadsAll(kit, jia);
  await visitorWrites(kit, jia.visitor, '没有，昨天还好好的，今天一开机就黑屏。');
  return jia;
}

/** A line the visitor writes in a step, shown once it has arrived. */
const visitorSays = (cubeUid: string, text: string, at = 0) => ({
  at,
  label: `访客说「${text.slice(0, 20)}」`,
  run: async (kit: StoryKit) => {
    await visitorWrites(kit, (await find(kit, cubeUid)).visitor, text);
    await kit.screen.findAllByText(text, {}, { timeout: 4000 });
  },
});

/** Serving one visitor: accepted with 接入, lines both ways, 已读 on what the visitor has read. */
export const Serving = appStory({
  path: CONSOLE,
  setup: onPage(async (kit) => {
    await queued(kit, '访客甲', JIA, [FIRST_LINE], { waited: 2 });
    await queued(kit, '访客乙', 'u-story-0002', ['键盘有几个键按下去没反应']);
  }),
  timeline: [
    signsIn(),
    accepts('访客甲'),
    replies('您好，请问电脑的序列号是多少？'),
    {
      at: 0,
      label: '访客读了',
      run: async (kit) => {
        await visitorReadsAll(kit, await find(kit, JIA));
        await kit.screen.findByText('已读', {}, { timeout: 4000 });
      },
    },
    visitorSays(JIA, '序列号是 PF4ABC12'),
    replies('收到，正在为您查询保修信息。'),
    queueRefreshed(),
  ],
});

/** Three conversations: one open, the others with unread badges (a phone shows the list). */
export const UnreadBadges = appStory({
  path: CONSOLE,
  setup: onPage(async (kit) => {
    await jiaServed(kit);
    await served(kit, '访客乙', 'u-story-0002', ['键盘有几个键按下去没反应', '是 F 区那几个']);
    await served(kit, '李女士', 'u-story-0003', ['台式机风扇噪音很大']);
    await queued(kit, '访客丙', 'u-story-0004', ['请问保修期怎么查？'], { waited: 1 });
  }),
  timeline: [
    signsIn(),
    opens('访客甲'),
    online(),
    backToListOnPhone(),
    visitorSays('u-story-0003', '需要上门吗？'),
    visitorSays('u-story-0003', '我下午都在家'),
    {
      at: 0,
      label: '李女士 3 条未读',
      run: (kit) => kit.screen.findByText('3 条未读', {}, { timeout: 4000 }),
    },
  ],
});

/** The visitor is typing: 访客甲正在输入… under the conversation. */
export const VisitorTyping = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  timeline: [
    signsIn(),
    opens('访客甲'),
    online(),
    {
      at: 0,
      label: '访客正在输入',
      run: async (kit) => {
        const jia = await find(kit, JIA);
        await kit.core.typing(jia.visitor.cubeUid, jia.sessionId, true);
        await kit.screen.findByText('访客甲正在输入…', {}, { timeout: 4000 });
      },
    },
  ],
});

/** The visitor sent a photo of the blue screen. */
export const VisitorPhoto = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  timeline: [
    signsIn(),
    opens('访客甲'),
    online(),
    {
      at: 0,
      label: '访客发来图片',
      run: async (kit) => {
        const jia = await find(kit, JIA);
        await kit.core.sendFromVisitor(jia.visitor, {
          kind: 'Image',
          media: { url: '/static/demo/blue-screen.png', name: 'blue-screen.png', type: 'png' },
        });
        await kit.wait(300);
      },
    },
    visitorSays(JIA, '这是蓝屏时拍的'),
  ],
});

/** A reply on its way: the server has not answered the send yet. */
export const SendPending = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  handlers: [http.post('*/api/csc/engineer/send', neverAnswers)],
  timeline: [
    signsIn(),
    opens('访客甲'),
    {
      at: 0,
      label: '发送（服务器未回应）',
      run: async (kit) => {
        const box = await kit.screen.findByRole('textbox', { name: '输入消息' });
        await kit.user.type(box, '请长按电源键 10 秒强制关机后再开机试试。');
        await kit.user.keyboard('{Enter}');
        await kit.screen.findByText('请长按电源键 10 秒强制关机后再开机试试。');
        await kit.wait(300);
      },
    },
  ],
});

/** Canned replies (快捷回复) searched for 保修, the second one chosen with the arrow key. */
export const CannedReplies = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  timeline: [
    signsIn(),
    opens('访客甲'),
    {
      at: 0,
      label: '快捷回复：搜索「保修」',
      run: async (kit) => {
        await openSide(kit, '快捷回复');
        const search = await kit.screen.findByRole('combobox', { name: '搜索快捷回复' });
        await kit.user.type(search, '保修');
        await kit.user.keyboard('{ArrowDown}');
      },
    },
  ],
});

/** A canned reply chosen with Enter: it sits in the field for a last edit. */
export const CannedReplyInserted = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  timeline: [
    signsIn(),
    opens('访客甲'),
    {
      at: 0,
      label: '快捷回复：「序列号」回车插入',
      run: async (kit) => {
        await openSide(kit, '快捷回复');
        const search = await kit.screen.findByRole('combobox', { name: '搜索快捷回复' });
        await kit.user.type(search, '序列号');
        await kit.user.keyboard('{Enter}');
        await kit.screen.findByDisplayValue(/序列号（SN）/, {}, { timeout: 4000 });
      },
    },
  ],
});

/** The seeded visitor 张先生: details, past conversations and service orders (资料). */
export const VisitorProfile = appStory({
  path: CONSOLE,
  setup: onPage(async (kit) => {
    await kit.engineer(ME);
    const zhang = await kit.core.visitorByToken('demo-visitor-token');
    const { sessionId } = await kit.core.selectBigQueue(zhang, 'NB', 'webchat');
    await visitorWrites(kit, zhang, '你好，上次送修的笔记本今天又蓝屏了。');
    await kit.core.accept(ME, sessionId);
  }),
  timeline: [
    signsIn(),
    opens('张先生'),
    {
      at: 0,
      label: '资料',
      run: async (kit) => {
        await openSide(kit, '资料');
        await kit.screen.findByText('服务单', {}, { timeout: 4000 });
      },
    },
  ],
});

/** Tools (工具): the transcript download, SMS, and an order number found in the conversation. */
export const Tools = appStory({
  path: CONSOLE,
  setup: onPage(async (kit) => {
    const jia = await jiaServed(kit);
    await visitorWrites(kit, jia.visitor, '上次的维修单号是 WO2024000123');
  }),
  timeline: [
    signsIn(),
    opens('访客甲'),
    {
      at: 0,
      label: '工具：查询 WO2024',
      run: async (kit) => {
        await openSide(kit, '工具');
        await kit.user.type(
          await kit.screen.findByRole('searchbox', { name: '工单号或关键词' }),
          'WO2024{Enter}',
        );
        await kit.screen.findByText('找到 1 条相关记录', {}, { timeout: 4000 });
      },
    },
  ],
});

/** The SMS dialog, with a wrong mobile number caught before anything is sent. */
export const SmsDialog = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  timeline: [
    signsIn(),
    opens('访客甲'),
    {
      at: 0,
      label: '发送短信：手机号有误',
      run: async (kit) => {
        await openSide(kit, '工具');
        await kit.user.click(await kit.screen.findByRole('button', { name: '发送短信' }));
        const dialog = await kit.screen.findByRole('dialog', { name: '发送短信给访客' });
        await kit.user.type(within(dialog).getByLabelText('手机号'), '1381234');
        await kit.user.type(
          within(dialog).getByLabelText('短信内容'),
          '您的维修单 WO2024000123 已受理，请携带电脑到就近服务站检测。',
        );
        await kit.user.click(within(dialog).getByRole('button', { name: '发送' }));
        await within(dialog).findByText('请输入正确的手机号（11 位，以 1 开头）');
      },
    },
  ],
});

/** A supervisor (王工程师, E1001) whispers to the engineer: only the console shows it. */
export const Whisper = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  timeline: [
    signsIn(),
    opens('访客甲'),
    online(),
    {
      at: 0,
      label: '主管悄悄话',
      run: async (kit) => {
        const supervisor = await kit.core.ctx.store.engineers.get(SUPERVISOR);
        const jia = await find(kit, JIA);
        await kit.core.whisper(supervisor!, {
          text: '先确认序列号和保修状态，黑屏可以先让访客试试强制关机。',
          to: ME,
          sessionId: jia.sessionId,
        });
        await kit.screen.findByText(/先确认序列号和保修状态/, {}, { timeout: 4000 });
      },
    },
  ],
});

/** The visitor ended the conversation: 访客已结束本次会话, 移出列表, no composer. */
export const EndedByVisitor = appStory({
  path: CONSOLE,
  setup: onPage(async (kit) => {
    await jiaServed(kit);
    await served(kit, '访客乙', 'u-story-0002', ['键盘有几个键按下去没反应']);
  }),
  timeline: [
    signsIn(),
    opens('访客甲'),
    online(),
    {
      at: 0,
      label: '访客结束会话',
      run: async (kit) => {
        const jia = await find(kit, JIA);
        await kit.core.userClose(jia.visitor, jia.sessionId);
        await kit.screen.findByText('访客已结束本次会话', {}, { timeout: 4000 });
      },
    },
  ],
});

/** #17 item 1: the engineer asked for a rating (邀请评价); the visitor gave four stars. */
export const RatingReceived = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  timeline: [
    signsIn(),
    opens('访客甲'),
    online(),
    {
      at: 0,
      label: '点「邀请评价」',
      run: async (kit) => {
        await kit.user.click(await kit.screen.findByRole('button', { name: '邀请评价' }));
        await kit.screen.findByText('已邀请评价本次服务', {}, { timeout: 4000 });
      },
    },
    {
      at: 0,
      label: '访客评价',
      run: async (kit) => {
        const jia = await find(kit, JIA);
        await kit.core.rateSession(jia.visitor, jia.sessionId, {
          score: 4,
          tags: ['solved', 'friendly'],
          comment: '解释得很清楚，谢谢',
        });
        await kit.screen.findByText(/服务评价：4 星/, {}, { timeout: 4000 });
      },
    },
  ],
});

// On a phone the picture holds the toast 已邀请访客评价, which goes after its 3 s on the page's
// clock: a story pass slower than that under load shoots it gone. (The list's follow-up of its
// bottom, the reason before, held in 6 runs of the readiness without a clock.)
RatingReceived.meta = { unsteadyOn: ['phone'] };

/** The engineer asks to end the conversation: the confirmation. */
export const EndConfirm = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  timeline: [
    signsIn(),
    opens('访客甲'),
    {
      at: 0,
      label: '点「结束会话」',
      run: async (kit) => {
        await kit.user.click(await kit.screen.findByRole('button', { name: '结束会话' }));
        await kit.screen.findByRole('alertdialog', { name: '结束与 访客甲 的会话？' });
      },
    },
  ],
});

/** The engineer ended the conversation: it leaves the list; the other one stays. */
export const EndedByEngineer = appStory({
  path: CONSOLE,
  setup: onPage(async (kit) => {
    await jiaServed(kit);
    await served(kit, '访客乙', 'u-story-0002', ['键盘有几个键按下去没反应']);
  }),
  timeline: [
    signsIn(),
    opens('访客甲'),
    {
      at: 0,
      label: '结束会话并确认',
      run: async (kit) => {
        await kit.user.click(await kit.screen.findByRole('button', { name: '结束会话' }));
        const dialog = await kit.screen.findByRole('alertdialog', {
          name: '结束与 访客甲 的会话？',
        });
        await kit.user.click(within(dialog).getByRole('button', { name: '结束会话' }));
        await kit.screen.findByRole('button', { name: /^访客乙/ }, { timeout: 4000 });
        await kit.wait(300);
      },
    },
  ],
});

/** The transcript cannot be loaded (HTTP 500): 聊天记录加载失败 with 重试. */
export const TranscriptFailed = appStory({
  path: CONSOLE,
  setup: onPage(jiaServed),
  handlers: [
    http.get('*/api/csc/engineer/transcript/:id', () =>
      HttpResponse.json(
        { statusCode: 500, message: { info: '服务器内部错误' }, data: null },
        { status: 500 },
      ),
    ),
  ],
  timeline: [
    signsIn(),
    {
      at: 0,
      label: '打开与 访客甲 的会话',
      run: async (kit) => {
        const nav = await kit.screen.findByRole('navigation', { name: '排队与会话' });
        await kit.user.click(await within(nav).findByRole('button', { name: /^访客甲/ }));
        await kit.screen.findByText('聊天记录加载失败', {}, { timeout: 4000 });
        // The toast comes after the panel says so (the toaster is loaded when first needed):
        // wait for it to come before waiting for it to go.
        await kit.screen.findByText(/^加载失败/, {}, { timeout: 4000 });
      },
    },
    {
      at: 0,
      label: '「加载失败」提示消失',
      run: (kit) =>
        until(
          async () => (kit.screen.queryByText(/^加载失败/) ? undefined : true),
          'the toast gone',
        ),
    },
  ],
});

/** 5,000 characters of markup and unbroken text from a visitor: in the queue and the conversation. */
export const HostileMessage = appStory({
  path: CONSOLE,
  setup: onPage(async (kit) => {
    await served(kit, '访客丁', 'u-story-0006', [HOSTILE]);
    await queued(kit, '<img src=x onerror=alert(1)>', 'u-story-0007', [HOSTILE], { waited: 2 });
  }),
  timeline: [signsIn(), opens('访客丁')],
});
