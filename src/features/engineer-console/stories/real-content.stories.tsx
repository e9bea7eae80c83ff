import type { StoryDefault } from '@ladle/react';
import { appStory } from '@/testing/app-story';
import type { StoryKit, TimelineStep } from '@/testing/story-kit';
import {
  CONSOLE,
  ME,
  onPage,
  opens,
  openSide,
  queued,
  served,
  signsIn,
  texts,
  visitor,
  visitorWrites,
} from './steps';

export default {
  title: 'Features / Engineer console / Real content',
  meta: { appStory: true },
} satisfies StoryDefault;

/** A pasted log: over 5,000 characters on 150 lines, the kind that once filled the side panel. */
const PASTED_LOG = [
  '开机黑屏，以下是诊断工具的完整输出：',
  ...Array.from(
    { length: 150 },
    (_, i) =>
      `[${String(i + 1).padStart(3, '0')}] 检测到显卡驱动超时，正在重试……错误代码 0x0000007E`,
  ),
].join('\n');

/** A 5,000-character "word": a serial dump with no space to break at. */
const NO_SPACES = `序列号:${'PF4ABC12'.repeat(625)}`;

/**
 * 访客甲 wrote the log in an earlier conversation (closed) and again in this one; 访客乙 waits
 * with a 5,000-character word as their first line.
 */
async function longMessages(kit: StoryKit) {
  await kit.engineer(ME);
  const person = await visitor(kit, '访客甲', 'u-story-0201');
  const { sessionId } = await kit.core.selectBigQueue(person, 'NB', 'webchat');
  await visitorWrites(kit, person, PASTED_LOG);
  await kit.core.accept(ME, sessionId);
  await kit.core.closeByEngineer(ME, sessionId);
  // The earlier conversation is older by the clock too: two made in the same millisecond are
  // listed in the order written, and the picture would depend on the machine's speed.
  await kit.wait(5);
  await served(kit, '访客甲', 'u-story-0201', ['您好，还是黑屏', PASTED_LOG]);
  await queued(kit, '访客乙', 'u-story-0202', [NO_SPACES], { waited: 2 });
  await queued(kit, '访客丙', 'u-story-0203', ['请问保修期怎么查？']);
}

/** The queue and the conversation list: each long message takes one or two lines. */
export const LongMessagesInLists = appStory({
  path: CONSOLE,
  setup: onPage(longMessages),
  timeline: [
    signsIn(),
    {
      at: 0,
      label: '长消息出现在排队列表',
      run: (kit) => kit.screen.findByText(/^序列号:PF4ABC12/, {}, { timeout: 8000 }),
    },
  ],
});

/** The visitor's details: past conversations with their last message on two lines. */
export const LongMessageInHistory = appStory({
  path: CONSOLE,
  setup: onPage(longMessages),
  timeline: [
    signsIn(),
    opens('访客甲'),
    {
      at: 0,
      label: '打开访客资料',
      run: async (kit) => {
        await openSide(kit, '资料');
        await kit.screen.findByRole('list', { name: '历史会话' }, { timeout: 8000 });
      },
    },
  ],
});

const opensStatusMenu = (): TimelineStep => ({
  at: 0,
  label: '打开在线状态菜单',
  run: async (kit) => {
    await kit.user.click(await kit.screen.findByRole('combobox', { name: texts().status }));
    await kit.screen.findByRole('listbox', { name: texts().status });
  },
});

/** The status menu open: each status with its dot, the current one checked. */
export const StatusMenu = appStory({
  path: CONSOLE,
  setup: onPage(longMessages),
  timeline: [signsIn(), opensStatusMenu()],
});
