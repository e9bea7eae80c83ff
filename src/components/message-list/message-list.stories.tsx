import type { Story } from '@ladle/react';
import { useLayoutEffect, useState } from 'react';
import { storyBusy, whenShown } from '@/testing/story-busy';
import {
  DemoList,
  LiveConversation,
  PagedHistory,
  historyHandlers,
} from './message-list.story-demos';
import { demoPicture, makeConversation, type DemoMessage } from './message-list.fixtures';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A check, each frame, that the log shows rows, every picture in it has loaded and it has not
 * moved for five frames (at its end or not).
 */
function listSettled() {
  let last = '';
  let still = 0;
  return () => {
    const log = document.querySelector<HTMLElement>('[role="log"]');
    if (!log?.querySelector('[data-row-key]')) return false;
    if (![...log.querySelectorAll('img')].every((img) => img.complete)) return false;
    const at = `${log.scrollTop}/${log.scrollHeight}`;
    still = at === last ? still + 1 : 0;
    last = at;
    return still >= 5;
  };
}

/**
 * Busy (see storyBusy) from the story's first commit (a layout effect: never a poll between the
 * rows appearing and the story being busy) until, `afterMs` later, the list has settled
 * (listSettled): the story's picture is that state, a list left short of its end included.
 */
function useBusyUntilSettled(afterMs = 0) {
  useLayoutEffect(() => {
    const done = storyBusy();
    const timer = setTimeout(() => void whenShown(listSettled()).then(done), afterMs);
    return () => {
      clearTimeout(timer);
      done();
    };
  }, [afterMs]);
}

export const Empty: Story = () => <DemoList items={[]} />;

/** Four messages sit at the bottom of the viewport, under the empty space. */
export const ShortConversation: Story = () => {
  const [items] = useState(() => makeConversation(4, { spacingMs: 45_000 }));
  return <DemoList items={items} />;
};

/**
 * A new conversation: the robot's first words. A list this short opens in place, so its row shows
 * in the list's first frame (opening at the newest would hide it while Virtuoso scrolls there).
 */
export const FirstWords: Story = () => {
  const [items] = useState(() => makeConversation(1));
  return <DemoList items={items} />;
};

/** Two answers taller than a phone's view: opened in place, it still shows the newest's end. */
export const FewTallMessages: Story = () => {
  const [items] = useState(() =>
    makeConversation(2).map((item, i) => ({
      ...item,
      from: 'agent' as const,
      text: `${i + 1}. ${'这是一段很长的回答，用来撑高这一行。'.repeat(40)} 结尾 ${i + 1}`,
    })),
  );
  return <DemoList items={items} />;
};

/** 500 messages of mixed height; opens at the newest. */
export const LongConversation: Story = () => {
  const [items] = useState(() => makeConversation(500, { spacingMs: 12 * 60_000 }));
  return <DemoList items={items} />;
};

/** Older pages come from GET /api/csc/session/c/messages/:id (MSW, 900 ms late); scroll up. */
export const LoadingOlder: Story = () => {
  // Its picture is the first page, at the bottom.
  useBusyUntilSettled();
  return <PagedHistory />;
};
LoadingOlder.msw = historyHandlers;

/** An agent message every second; scroll up to see the unread button count. */
export const LiveIncoming: Story = () => <LiveConversation everyMs={1000} />;
// Not compared: a message arrives every second, so what the picture holds depends on when it is
// taken.
LiveIncoming.meta = { unsteadyOn: ['phone', 'desktop'] };

/** Scroll up, then "我发送一条": the list follows the reader's own message (sending → sent). */
export const OwnMessageWhileScrolledUp: Story = () => <LiveConversation everyMs={0} />;

/** The last of ImagesLoadLate's pictures comes this long after its row. */
const LAST_PICTURE_MS = 1000 + 3 * 700;

/**
 * Pictures appear 1–3 s after their rows; the reader at the bottom stays at the bottom. Busy (see
 * storyBusy) until the last picture in view has come and the list has settled: its picture is
 * that end state (a list left short of its end shows so).
 */
export const ImagesLoadLate: Story = () => {
  const [items] = useState<DemoMessage[]>(() =>
    makeConversation(30, { spacingMs: 60_000 }).map((message, i) =>
      i % 6 === 5 || i === 29
        ? {
            ...message,
            image: {
              src: demoPicture(i * 37),
              alt: `故障照片 ${i}`,
              loadAfterMs: 1000 + (i % 4) * 700,
            },
          }
        : message,
    ),
  );
  useBusyUntilSettled(LAST_PICTURE_MS);
  return <DemoList items={items} />;
};

/** Separators between calendar days: a date last year, dates this week, 昨天 and 今天. */
export const DaySeparators: Story = () => {
  const [items] = useState(() => {
    const now = Date.now();
    return [400 * DAY, 4 * DAY, 3 * DAY, DAY, 0].flatMap((ago, day) =>
      makeConversation(3, {
        end: now - ago,
        spacingMs: 5 * 60_000,
        prefix: `d${day}-`,
        seed: day * 11,
      }),
    );
  });
  return <DemoList items={items} />;
};
