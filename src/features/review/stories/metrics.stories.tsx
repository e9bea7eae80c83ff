import type { StoryDefault } from '@ladle/react';
import type { RatingScore } from '@/lib/contract';
import { appStory } from '@/testing/app-story';
import type { StoryKit, TimelineStep } from '@/testing/story-kit';
import { beijingTime, isDesktop, LIVE_SESSION, reviewing } from './review-setup';

export default {
  title: 'Features / Review / Metrics',
  meta: { appStory: true },
} satisfies StoryDefault;

/**
 * The review's conversations, rated by their visitors, and two messages left while nobody could
 * answer (#17 item 3's leave-a-message tickets), at the stories' fixed times.
 */
async function ratedAndLeftMessages(kit: StoryKit): Promise<void> {
  await reviewing(kit);
  const { store } = kit.core.ctx;
  const ratings: [string, RatingScore][] = [
    ['demo-s1', 5],
    ['demo-s3', 4],
    ['story-s1', 2],
    ['story-s2', 5],
    ['story-s3', 4],
  ];
  for (const [id, score] of ratings) {
    const session = await store.sessions.get(id);
    if (!session) throw new Error(`story: no session ${id}`);
    const at = (session.closedAt ?? session.createdAt) + 60_000;
    await store.sessions.put({ ...session, rating: { score, tags: [], at } });
  }
  const left = (no: string, queueCode: string, at: number) =>
    store.tickets.put({
      ticketNo: no,
      cubeUid: 'story-leave',
      projectId: 'DEFAULT_PROJECT',
      kind: 'message',
      title: '下班时间留言',
      description: '请明天上午回电。',
      status: '待处理',
      createdAt: at,
      queueCode,
      attachments: [],
    });
  await left('LM-1', 'NB', beijingTime(1, 21, 30));
  await left('LM-2', 'DT', beijingTime(0, 7, 45));
  if (!(await store.sessions.get(LIVE_SESSION))) throw new Error('story: no live session');
}

/** Waits for the metrics to be drawn: the heading and the totals. */
const showsMetrics: TimelineStep = {
  at: 0,
  label: '统计已显示',
  run: async (kit) => {
    await kit.screen.findByRole('region', { name: /^(汇总|Summary)$/ }, { timeout: 8000 });
    // uPlot arrives in a chunk of its own: wait until the first chart has its canvas.
    for (let i = 0; i < 160 && !document.querySelector('canvas'); i += 1) await kit.wait(50);
  },
};

const groups = (name: string): TimelineStep => ({
  at: 0,
  label: `分组：${name}`,
  run: async (kit) => {
    await kit.user.click(kit.screen.getByRole('radio', { name }));
    for (let i = 0; i < 40 && !document.querySelector('canvas'); i += 1) await kit.wait(50);
  },
});

/** 统计 tab: every chat of the seed and the stories by day, with ratings and messages left. */
export const ByDay = appStory({
  path: '/review?tab=metrics',
  setup: ratedAndLeftMessages,
  timeline: [showsMetrics],
});

/** The same numbers per engineer. */
export const ByEngineer = appStory({
  path: '/review?tab=metrics',
  setup: ratedAndLeftMessages,
  timeline: [showsMetrics, groups('按工程师')],
});

/** Per skill group, with the chats' numbers shown as a table too. */
export const BySkillWithTable = appStory({
  path: '/review?tab=metrics',
  setup: ratedAndLeftMessages,
  timeline: [
    showsMetrics,
    groups('按技能组'),
    {
      at: 0,
      label: '显示会话数的数据表',
      run: async (kit) => {
        const [first] = kit.screen.getAllByRole('button', { name: '显示数据表' });
        await kit.user.click(first!);
      },
    },
  ],
});

/** Filtered to one engineer from the shared filter bar (the address holds both). */
export const OneEngineer = appStory({
  path: '/review?tab=metrics&engineer=E1001',
  setup: ratedAndLeftMessages,
  timeline: [showsMetrics],
});

/** In English. */
export const English = appStory({
  path: '/review?tab=metrics',
  args: { language: 'en' },
  setup: ratedAndLeftMessages,
  timeline: [
    showsMetrics,
    {
      at: 0,
      label: 'Group by engineer (desktop)',
      run: async (kit) => {
        if (isDesktop()) await kit.user.click(kit.screen.getByRole('radio', { name: 'Engineer' }));
      },
    },
  ],
});
