import type { StoryDefault } from '@ladle/react';
import { isEmbedded, useEnvironment } from '@/lib/env';
import { appStory } from '@/testing/app-story';
import type { StoryKit } from '@/testing/story-kit';
import { widgetScript } from './widget-script';

export default {
  title: 'Features / Host pages',
  meta: { appStory: true },
} satisfies StoryDefault;

/**
 * The app reads whether it runs in a host page's frame (?isiframe=1) when it starts (main.tsx);
 * the story stage does not start it that way, so the page is told here, from the story's path.
 */
const framedAs = (path: string) => () =>
  useEnvironment.setState({
    embedded: isEmbedded(new URL(path, window.location.origin).searchParams),
  });

const WIDGET = '/webchat?isiframe=1&project_id=DEFAULT_PROJECT';

/** widget.js drew its launcher (in a shadow root, as on any host site). */
async function launcherShown(kit: StoryKit) {
  await kit.screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
  for (let i = 0; i < 100; i += 1) {
    const host = Array.from(document.body.children).find((e) => e.shadowRoot?.querySelector('.l'));
    if (host) return;
    await kit.wait(50);
  }
  throw new Error('story: widget.js drew no launcher');
}

/** /test: the computer maker's support site, widget.js's launcher closed in the corner. */
export const SupportSite = appStory({
  path: '/test',
  setup: framedAs('/test'),
  handlers: [widgetScript],
  timeline: [{ at: 0, label: '启动器', run: launcherShown }],
});

/** /testsaas: the Legion tenant embeds its own project, in its own colour. */
export const SaasTenant = appStory({
  path: '/testsaas?project_id=Legion',
  setup: framedAs('/testsaas?project_id=Legion'),
  handlers: [widgetScript],
  timeline: [{ at: 0, label: '启动器', run: launcherShown }],
});

/** /webchat in a host page's frame (?isiframe=1): the compact chat, no header; the robot greets. */
export const WebchatEntry = appStory({
  path: WIDGET,
  setup: framedAs(WIDGET),
  timeline: [
    {
      at: 0,
      label: '机器人问候',
      run: (kit) => kit.screen.findAllByText(/智能助手小威/, {}, { timeout: 8000 }),
    },
  ],
});

/** /webchat in English (a host page on an English site sets lang=en). */
export const WebchatEnglish = appStory({
  path: `${WIDGET}&lang=en`,
  setup: framedAs(`${WIDGET}&lang=en`),
  args: { language: 'en' },
  timeline: [
    {
      at: 0,
      label: 'Robot greets',
      run: (kit) => kit.screen.findAllByText(/Xiaowei/, {}, { timeout: 8000 }),
    },
  ],
});
