import type { StoryDefault } from '@ladle/react';
import { http } from 'msw';
import type { Project } from '@server/core/types';
import { appStory } from '@/testing/app-story';
import type { StoryKit } from '@/testing/story-kit';
import { neverAnswers } from '@/mocks/held-requests';

export default {
  title: 'Features / Projects',
  meta: { appStory: true },
} satisfies StoryDefault;

const listed = (kit: StoryKit) =>
  kit.screen.findByRole('list', { name: '可选择的项目' }, { timeout: 8000 });

/** A brand's square logo: its letters on its colour, as the seed draws them. */
const logo = (letters: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="41" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="22" fill="#fff">${letters}</text></svg>`,
  )}`;

/** Five more brands a larger support centre serves: past six projects the list can be searched. */
const MORE_PROJECTS: Project[] = [
  ['YOGA', 'YOGA 创意服务', 'YOGA', '#13a8a8'],
  ['Xiaoxin', '小新轻薄本', 'XX', '#1677ff'],
  ['ThinkVision', 'ThinkVision 显示器', 'TV', '#52616b'],
  ['ThinkSystem', 'ThinkSystem 服务器', 'TS', '#722ed1'],
  ['ThinkCentre', 'ThinkCentre 商用台式机', 'TC', '#389e0d'],
].map(([id, name, letters, colour]) => ({
  id: id!,
  name: name!,
  companyName: name!,
  companyLogo: logo(letters!, colour!),
  perProjectLogin: false,
  emojiReduced: false,
}));

/** The seed's three projects; the default one is marked as current. */
export const List = appStory({
  path: '/projects',
  timeline: [{ at: 0, label: '项目列表', run: listed }],
});

/** Legion was chosen on an earlier visit (CURRENT_PROJECT_KEY): it is the current one. */
export const RememberedChoice = appStory({
  path: '/projects',
  setup: () => window.localStorage.setItem('CURRENT_PROJECT_KEY', 'Legion'),
  timeline: [{ at: 0, label: '项目列表', run: listed }],
});

/** Eight projects bring a search box; "think" finds the four Think brands. */
export const Search = appStory({
  path: '/projects',
  setup: async (kit) => {
    for (const project of MORE_PROJECTS) await kit.core.ctx.store.projects.put(project);
  },
  timeline: [
    { at: 0, label: '项目列表', run: listed },
    {
      at: 0,
      label: '搜索「think」',
      run: async (kit) => {
        await kit.user.type(kit.screen.getByRole('searchbox', { name: '搜索项目' }), 'think');
        await kit.screen.findByText('找到 4 个项目');
      },
    },
  ],
});

/** The list on its way (the answer is held). */
export const Loading = appStory({
  path: '/projects',
  handlers: [http.get('*/api/csc/project/list', neverAnswers)],
  timeline: [{ at: 0, label: '加载中', run: (kit) => kit.screen.findByText('正在加载项目…') }],
});

/** SPEC §8 HTTP 500: the list could not be loaded; a retry is offered. */
export const LoadFailed = appStory({
  path: '/projects',
  args: { scenario: 'http-500' },
  timeline: [
    {
      at: 0,
      label: '加载失败',
      run: (kit) => kit.screen.findByText('项目列表加载失败', {}, { timeout: 8000 }),
    },
  ],
});

/** In English: the projects by their English names. */
export const English = appStory({
  path: '/projects',
  args: { language: 'en' },
  timeline: [
    {
      at: 0,
      label: 'Projects',
      run: (kit) =>
        kit.screen.findByRole('list', { name: 'Available projects' }, { timeout: 8000 }),
    },
  ],
});
