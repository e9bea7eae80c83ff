import type { StoryDefault } from '@ladle/react';
import { appStory } from '@/testing/app-story';
import { engineerJoins, engineerWrites } from '@/testing/story-events';
import { typesAndSends } from '@/testing/story-kit';

export default {
  title: 'Features / Visitor chat',
  meta: { appStory: true },
} satisfies StoryDefault;

/** A visitor opens the chat: the robot greets them. */
export const Robot = appStory({ path: '/chatQueue' });

/** The visitor asks; the robot answers with articles and suggestions. */
export const RobotAnswer = appStory({
  path: '/chatQueue',
  timeline: [typesAndSends('电脑开机黑屏')],
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
