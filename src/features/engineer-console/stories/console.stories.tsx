import type { StoryDefault } from '@ladle/react';
import { ENGINEER_LOGIN_KEY } from '../model/auth-storage';
import { http, HttpResponse } from 'msw';
import { appStory } from '@/testing/app-story';
import type { StoryKit } from '@/testing/story-kit';
import {
  accepts,
  CONSOLE,
  find,
  imWhileDown,
  ME,
  network,
  onPage,
  online,
  queueRefreshed,
  opens,
  queued,
  replies,
  served,
  setsStatus,
  signsIn,
  visitorReadsAll,
  visitorWrites,
} from './steps';

export default {
  title: 'Features / Engineer console',
  meta: { appStory: true },
} satisfies StoryDefault;

/** Four visitors waiting in the demo engineer's queues (NB, DT), some for minutes. */
const fourWaiting = async (kit: StoryKit) => {
  await queued(kit, '访客甲', 'u-story-0001', ['您好，我的笔记本开机黑屏，电源灯亮着。'], {
    waited: 6,
  });
  await queued(kit, '访客乙', 'u-story-0002', ['键盘有几个键按下去没反应'], { waited: 3 });
  await queued(kit, '李女士', 'u-story-0003', ['台式机风扇噪音很大，需要上门吗？'], {
    queue: 'DT',
    waited: 1,
  });
  await queued(kit, '访客丙', 'u-story-0004', ['请问保修期怎么查？']);
};

/** Signed out: the engineer's login form. */
export const SignedOut = appStory({
  path: CONSOLE,
  setup: onPage(),
  timeline: [
    {
      at: 0,
      label: '显示登录表单',
      run: (kit) => kit.screen.findByRole('heading', { name: '工程师登录' }, { timeout: 8000 }),
    },
  ],
});

/** A wrong password: 账号或密码错误 next to the form, both fields marked invalid. */
export const WrongPassword = appStory({
  path: CONSOLE,
  setup: onPage(),
  timeline: [
    signsIn(0, 'wrong-password'),
    {
      at: 0,
      label: '显示「账号或密码错误」',
      run: (kit) => kit.screen.findByText(/账号或密码错误/, {}, { timeout: 8000 }),
    },
  ],
});

/** A stored login the server no longer accepts: back to the form, with 登录已失效. */
export const LoginExpired = appStory({
  path: CONSOLE,
  setup: onPage(() =>
    window.localStorage.setItem(
      ENGINEER_LOGIN_KEY,
      JSON.stringify({
        DEFAULT_PROJECT: {
          token: 'revoked-token',
          engineer: { engineer_code: ME, engineer_name: '演示工程师' },
          status: 'online',
        },
      }),
    ),
  ),
  timeline: [
    {
      at: 0,
      label: '显示「登录已失效」',
      run: (kit) => kit.screen.findByText('登录已失效，请重新登录', {}, { timeout: 8000 }),
    },
  ],
});

/** Signed in and online: nobody waits and there are no conversations yet. */
export const EmptyQueue = appStory({ path: CONSOLE, setup: onPage(), timeline: [signsIn()] });

/** Four visitors wait, each with their first line, queue and how long they have waited. */
export const QueueWaiting = appStory({
  path: CONSOLE,
  setup: onPage(fourWaiting),
  timeline: [signsIn()],
});

/** Busy: the banner says no new visitors are assigned; the queue still shows who waits. */
export const StatusBusy = appStory({
  path: CONSOLE,
  setup: onPage(fourWaiting),
  timeline: [signsIn(), setsStatus('busy')],
});

/** Away, while serving a conversation: the banner and the status menu say so. */
export const StatusAway = appStory({
  path: CONSOLE,
  setup: onPage((kit) =>
    served(kit, '访客甲', 'u-story-0001', ['您好，我的笔记本开机黑屏，电源灯亮着。']),
  ),
  timeline: [signsIn(), opens('访客甲'), setsStatus('away')],
});
// After the status menu closes, two pixels of the header's avatar edge came out up to 59 levels
// apart between CI and here (desktop): not compared there until the status pill's layout settles.
StatusBusy.meta = { unsteadyOn: ['desktop'] };
StatusAway.meta = { unsteadyOn: ['desktop'] };

/** The sign-out confirmation: 退出工作台？ */
export const LogoutConfirm = appStory({
  path: CONSOLE,
  setup: onPage(),
  timeline: [
    signsIn(),
    {
      at: 0,
      label: '点「退出」',
      run: async (kit) => {
        await kit.user.click(kit.screen.getByRole('button', { name: '退出' }));
        await kit.screen.findByRole('alertdialog', { name: '退出工作台？' });
      },
    },
  ],
});

/** Another login of the same engineer took over: this page stops, and can take the console back. */
export const KickedOff = appStory({
  path: CONSOLE,
  setup: onPage((kit) =>
    served(kit, '访客甲', 'u-story-0001', ['您好，我的笔记本开机黑屏，电源灯亮着。']),
  ),
  timeline: [
    signsIn(),
    opens('访客甲'),
    online(),
    {
      at: 0,
      label: '同一工程师在另一处登录',
      run: async (kit) => {
        kit.core.bus.publish(`kick:${ME}`, { type: 'kickoff', connectionId: 'elsewhere' });
        await kit.screen.findByText(/已在其他页面登录/, {}, { timeout: 4000 });
      },
    },
  ],
});

/** The network dropped the message socket and it cannot reconnect yet: 正在自动重连. */
export const Reconnecting = appStory({
  path: CONSOLE,
  handlers: [imWhileDown],
  setup: onPage(async (kit) => {
    network.down = false;
    await served(kit, '访客甲', 'u-story-0001', ['您好，我的笔记本开机黑屏，电源灯亮着。']);
  }),
  timeline: [
    signsIn(),
    opens('访客甲'),
    online(),
    {
      at: 0,
      label: '网络断开',
      run: async (kit) => {
        network.down = true;
        kit.dropSockets();
        await kit.screen.findByText(/正在自动重连/, {}, { timeout: 4000 });
      },
    },
  ],
});

/** The queue cannot be fetched (HTTP 500): 排队列表刷新失败 with 重试. */
export const QueueFailed = appStory({
  path: CONSOLE,
  setup: onPage(fourWaiting),
  handlers: [
    http.get('*/api/csc/engineer/waiting', () =>
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
      label: '显示「排队列表刷新失败」',
      run: (kit) => kit.screen.findByText('排队列表刷新失败', {}, { timeout: 4000 }),
    },
  ],
});

/** The console in English: serving a visitor, the queue and the side panel in English. */
export const English = appStory({
  path: CONSOLE,
  args: { language: 'en' },
  setup: onPage(async (kit) => {
    await queued(kit, 'Ms Smith', 'u-story-0011', ['My laptop will not charge past 60%.'], {
      waited: 4,
    });
    await queued(kit, 'Visitor 2', 'u-story-0012', ['How do I check my warranty?'], {
      waited: 2,
    });
  }),
  timeline: [
    signsIn(),
    accepts('Ms Smith'),
    replies('Hello, is the battery care mode switched on?'),
    {
      at: 0,
      label: 'the visitor reads and answers',
      run: async (kit) => {
        const smith = await find(kit, 'u-story-0011');
        await visitorReadsAll(kit, smith);
        await visitorWrites(kit, smith.visitor, 'Yes, it is. Should I turn it off?');
        await kit.screen.findAllByText('Yes, it is. Should I turn it off?', {}, { timeout: 4000 });
      },
    },
    queueRefreshed(),
  ],
});
