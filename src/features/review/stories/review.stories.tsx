import type { StoryDefault } from '@ladle/react';
import { appStory } from '@/testing/app-story';
import type { TimelineStep } from '@/testing/story-kit';
import {
  earlierReviews,
  followWindowWidth,
  isDesktop,
  LIVE_SESSION,
  liveVisitorWrites,
  localDay,
  moreSessions,
  opensFilters,
  reviewing,
  showsCount,
  signedOut,
} from './review-setup';

export default {
  title: 'Features / Review',
  meta: { appStory: true },
} satisfies StoryDefault;

/** Types the supervisor's account and password and signs in. */
function signsIn(password: string): TimelineStep {
  return {
    at: 0,
    label: `以 demo / ${password} 登录`,
    run: async (kit) => {
      await kit.user.type(await kit.screen.findByLabelText('账号'), 'demo');
      await kit.user.type(kit.screen.getByLabelText('密码'), password);
      await kit.user.click(kit.screen.getByRole('button', { name: '登录' }));
    },
  };
}

/** Opens a session of the results by its visitor's name. */
function opens(name: string, rowName = new RegExp(name)): TimelineStep {
  return {
    at: 0,
    label: `打开 ${name} 的会话`,
    run: async (kit) => {
      const list = await kit.screen.findByRole('list', { name: '会话列表' }, { timeout: 8000 });
      const row = (await kit.screen.findAllByRole('link', { name: rowName })).find(
        (a: HTMLElement) => list.contains(a),
      );
      if (!row) throw new Error(`story: no row of ${name}`);
      await kit.user.click(row);
      await kit.screen.findByRole(
        'heading',
        { level: 2, name: new RegExp(name) },
        { timeout: 8000 },
      );
    },
  };
}

/** Nobody signed in: the supervisors' sign-in form. */
export const SignedOut = appStory({
  path: '/review',
  setup: () => {
    followWindowWidth();
    signedOut();
  },
  timeline: [
    {
      at: 0,
      label: '登录表单',
      run: (kit) => kit.screen.findByRole('heading', { name: '主管登录' }),
    },
  ],
});

/** demo with a wrong password: the server's refusal under the form. */
export const WrongPassword = appStory({
  path: '/review',
  setup: () => {
    followWindowWidth();
    signedOut();
  },
  timeline: [
    signsIn('wrong-password'),
    {
      at: 0,
      label: '账号或密码错误',
      run: (kit) => kit.screen.findByText('账号或密码错误', {}, { timeout: 8000 }),
    },
  ],
});

/** demo / demo123 signs in: every session, newest first (the seed's and today's, live and waiting). */
export const SignedIn = appStory({
  path: '/review',
  setup: async (kit) => {
    followWindowWidth();
    signedOut();
    await moreSessions(kit);
  },
  timeline: [signsIn('demo123'), showsCount('共 8 个会话')],
});

/** Filtered by engineer: 王工程师 (E1001) chosen in the filter bar. */
export const ByEngineer = appStory({
  path: '/review',
  setup: reviewing,
  timeline: [
    showsCount('共 8 个会话'),
    opensFilters,
    {
      at: 0,
      label: '选择王工程师',
      run: async (kit) => {
        await kit.screen.findByRole('option', { name: /E1001/ });
        await kit.user.selectOptions(kit.screen.getByLabelText('工程师'), 'E1001');
      },
    },
    showsCount('共 3 个会话'),
  ],
});

/** A keyword search: 保修 is marked in each session that mentions it (the robot's greeting too). */
export const KeywordHits = appStory({
  path: '/review',
  setup: reviewing,
  timeline: [
    showsCount('共 8 个会话'),
    {
      at: 0,
      label: '搜索「保修」',
      run: async (kit) => {
        await kit.user.type(kit.screen.getByRole('searchbox', { name: '关键词' }), '保修{Enter}');
      },
    },
    showsCount('共 5 个会话'),
  ],
});

/** A date range from the address (a shared link): the day before yesterday to yesterday. */
export const ByDate = appStory({
  path: `/review?from=${localDay(2)}&to=${localDay(1)}`,
  setup: reviewing,
  timeline: [showsCount('共 2 个会话'), opensFilters],
});

/** A keyword nothing matches: the empty result with a way to clear the filters. */
export const NoResults = appStory({
  path: '/review',
  setup: reviewing,
  timeline: [
    showsCount('共 8 个会话'),
    {
      at: 0,
      label: '搜索「屏幕碎了」',
      run: async (kit) => {
        await kit.user.type(
          kit.screen.getByRole('searchbox', { name: '关键词' }),
          '屏幕碎了{Enter}',
        );
      },
    },
    showsCount('共 0 个会话'),
    { at: 0, label: '没有结果', run: (kit) => kit.screen.findByText('没有符合条件的会话') },
  ],
});

/** 张先生's closed session with 王工程师 open (images, the repair quote PDF). */
export const Transcript = appStory({
  path: '/review',
  setup: reviewing,
  timeline: [
    showsCount('共 8 个会话'),
    opens('张先生', /张先生.*维修检测报价单/),
    {
      at: 0,
      label: '记录已显示',
      run: (kit) => kit.screen.findAllByText(/维修检测报价单/, {}, { timeout: 8000 }),
    },
  ],
});
// The transcript opens at its newest row while the laptop photo above it decodes: the list's
// re-pin to the bottom as that row grows sometimes lands short of the newest row (one run in
// three or four, both sizes; a product race left open in #39's note). Not compared until the
// list follows a growing row exactly.
Transcript.meta = { unsteadyOn: ['phone', 'desktop'] };

/** Watching 赵先生's live session: the visitor writes and the review shows it on its next poll. */
export const LiveWatch = appStory({
  path: '/review',
  setup: reviewing,
  timeline: [
    showsCount('共 8 个会话'),
    opens('赵先生'),
    { at: 0, label: '实时监听', run: (kit) => kit.screen.findByText(/实时监听中/) },
    {
      at: 300,
      label: '访客发来序列号',
      run: (kit) => liveVisitorWrites(kit, '序列号是 PF4ABC12，麻烦查一下。'),
    },
    {
      at: 300,
      label: '新消息出现在记录里',
      run: (kit) => kit.screen.findByText('序列号是 PF4ABC12，麻烦查一下。', {}, { timeout: 8000 }),
    },
  ],
});

/** A whisper to 王工程师 in the live session: sent (its toast has come and gone), listed under the box. */
export const WhisperSent = appStory({
  path: `/review?session=${LIVE_SESSION}`,
  setup: reviewing,
  timeline: [
    {
      at: 0,
      label: '悄悄话',
      run: async (kit) => {
        const box = await kit.screen.findByRole(
          'textbox',
          { name: '发给工程师的悄悄话' },
          { timeout: 8000 },
        );
        await kit.user.type(box, '先确认保修状态，鼓包电池走寄修。{Enter}');
      },
    },
    {
      at: 0,
      label: '已发送',
      run: async (kit) => {
        await kit.screen.findByText('已发送给 王工程师');
        await kit.screen.findByRole('list', { name: '已发送的悄悄话' });
      },
    },
    {
      at: 0,
      label: '提示消失（3 秒）',
      run: async (kit) => {
        // The toast leaves after 3 s: the picture is taken once it has, not while it goes.
        for (let i = 0; i < 120 && kit.screen.queryByText('已发送给 王工程师'); i += 1)
          await kit.wait(50);
      },
    },
  ],
});

/** The audit log: who read, listened in on and whispered into which session this morning. */
export const AuditLog = appStory({
  path: '/review',
  setup: async (kit) => {
    await reviewing(kit);
    await earlierReviews(kit);
  },
  timeline: [
    showsCount('共 8 个会话'),
    {
      at: 0,
      label: '打开审计日志',
      run: async (kit) => {
        await kit.user.click(kit.screen.getByRole('button', { name: '审计日志' }));
        const dialog = await kit.screen.findByRole('dialog', { name: '审计日志' });
        await kit.screen.findByText('共 5 条', {}, { timeout: 8000 });
        return dialog;
      },
    },
  ],
});

/** The review in English: the results and, on a desktop, the transcript beside them. */
export const English = appStory({
  path: '/review',
  args: { language: 'en' },
  setup: reviewing,
  timeline: [
    {
      at: 0,
      label: 'Sessions found: 8',
      run: (kit) =>
        kit.screen.findByText(
          'Sessions found: 8',
          { selector: '[role="status"]' },
          { timeout: 8000 },
        ),
    },
    {
      at: 0,
      label: 'Open 周女士',
      run: async (kit) => {
        if (!isDesktop()) return;
        await kit.user.click(await kit.screen.findByRole('link', { name: /周女士/ }));
        await kit.screen.findByRole('heading', { level: 2, name: /周女士/ });
      },
    },
  ],
});
