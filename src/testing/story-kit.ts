import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { WebchatCore } from '@server/core';
import type { Engineer, Session, Visitor } from '@server/core/types';
import { DEMO_ENGINEER } from '@server/demo/seed';
import { loginStore } from '@/lib/storage';
import { mockBackend } from '@/mocks/backend';
import { dropImSockets, pushImFrame } from '@/mocks/im-socket';

/**
 * What a feature story's script acts with: the in-browser backend's core (the other side of the
 * conversation: engineers, other visitors, supervisors), the page as a user meets it (Testing
 * Library queries and user-event), and the IM socket itself (raw frames, a dropped network).
 */
export interface StoryKit {
  core: WebchatCore;
  screen: ReturnType<typeof within>;
  user: ReturnType<typeof userEvent.setup>;
  wait(ms: number): Promise<void>;
  /** The visitor this page signed in as (once it has). */
  visitor(): Promise<Visitor>;
  /** The visitor's open session (robot, queued or active), once there is one. */
  session(): Promise<Session>;
  /** An engineer by code, online and able to serve. @default the demo engineer E0001 */
  engineer(code?: string): Promise<Engineer>;
  /** Another visitor, named `name`, who queues for `queue` and writes `text`. */
  queueVisitor(
    name: string,
    text?: string,
    queue?: string,
  ): Promise<{ visitor: Visitor; sessionId: string }>;
  /** A raw IM frame onto this page's sockets (all of them when no account is named). */
  pushFrame(frame: unknown, account?: string): number;
  /** The network drops every IM socket; the page reconnects by itself. */
  dropSockets(): number;
}

/** Retries `read` until it gives a value: the page and the backend settle over the network. */
export async function until<T>(read: () => Promise<T | undefined>, what: string, ms = 8000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`story: no ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function createStoryKit(root: HTMLElement = document.body): StoryKit {
  const core = mockBackend().core;
  const visitor = () =>
    until(async () => {
      const token = loginStore.getToken();
      return token ? core.visitorByToken(token) : undefined;
    }, 'signed-in visitor');
  const engineer = async (code: string = DEMO_ENGINEER.code) => {
    await core.setEngineerStatus(code, 'online');
    return until(
      async () => (await core.ctx.store.engineers.all()).find((e) => e.code === code),
      `engineer ${code}`,
    );
  };
  return {
    core,
    screen: within(root),
    user: userEvent.setup({ document: root.ownerDocument }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    visitor,
    session: async () => {
      const { cubeUid } = await visitor();
      // A transfer leaves the robot's session open beside the queue's: the human one counts.
      const rank = { active: 0, queueing: 1, robot: 2, closed: 3 } as const;
      return until(
        async () =>
          (await core.ctx.store.sessions.openOf(cubeUid)).sort(
            (a, b) => rank[a.state] - rank[b.state] || b.createdAt - a.createdAt,
          )[0],
        'open session',
      );
    },
    engineer,
    queueVisitor: async (name, text = '您好，我的笔记本开机黑屏。', queue = 'NB') => {
      const login = await core.loginAnon();
      const other = { ...(await core.visitorByToken(login.token)), nickname: name };
      await core.ctx.store.visitors.put(other);
      const queued = await core.selectBigQueue(other, queue, 'webchat');
      await core.sendFromVisitor(other, { kind: 'Text', text });
      return { visitor: other, sessionId: queued.sessionId };
    },
    pushFrame: pushImFrame,
    dropSockets: () => dropImSockets(),
  };
}

/** One step of a story's script: at `at` ms after the page first showed, `run` acts. */
export interface TimelineStep {
  at: number;
  /** What happens, as the story's timeline lists it. */
  label: string;
  run(kit: StoryKit): unknown;
}

/**
 * Runs the steps in time order, each no earlier than its `at` and no earlier than the one
 * before has finished. `onStep` hears each step as it starts; `signal` stops the rest.
 */
export async function runTimeline(
  steps: readonly TimelineStep[],
  kit: StoryKit,
  { signal, onStep }: { signal?: AbortSignal; onStep?: (index: number) => void } = {},
): Promise<void> {
  const start = Date.now();
  const ordered = [...steps].sort((a, b) => a.at - b.at);
  for (const [index, step] of ordered.entries()) {
    const wait = step.at - (Date.now() - start);
    if (wait > 0) await kit.wait(wait);
    if (signal?.aborted) return;
    onStep?.(index);
    await step.run(kit);
  }
}

/** A timeline step: the visitor (or engineer) types `text` into the page's composer and sends it. */
export function typesAndSends(
  text: string,
  at = 0,
  composer: { name: string | RegExp } = { name: '输入消息' },
): TimelineStep {
  return {
    at,
    label: `发送「${text}」`,
    run: async (kit) => {
      const box = await kit.screen.findByRole('textbox', composer);
      await kit.user.type(box, text);
      await kit.user.keyboard('{Enter}');
      await kit.screen.findAllByText(text);
    },
  };
}
