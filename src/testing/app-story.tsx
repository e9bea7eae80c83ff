import type { ArgTypes, Story } from '@ladle/react';
import { configure } from '@testing-library/dom';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { consoleStore } from '@/features/engineer-console/model/console-store';
import { OUTBOX_DB } from '@/features/chat/model/outbox';
import { initEnvironment } from '@/lib/env';
import { createI18n, type Language } from '@/lib/i18n';
import { resetMockBackend } from '@/mocks/backend';
import { handlers } from '@/mocks/handlers';
import { SCENARIOS, setScenarios, type Scenario } from '@/mocks/scenario-state';
import { scenarioHandlers } from '@/mocks/scenarios';
import { watchNetwork } from './network-idle';
import { IM_EVENTS, type ImEventName } from './story-events';
import { createStoryKit, runTimeline, type StoryKit, type TimelineStep } from './story-kit';
import { visitorStore } from '@/features/visitor-chat';

// A script's steps find what the page shows with Testing Library. Its default wait (1 s) is a
// unit test's; a whole app loading its lazy screen on a busy 2-core machine takes longer (a
// story that pressed 退出当前登录 failed its script in the story pass so).
configure({ asyncUtilTimeout: 8_000 });

/** Set on <html> while a feature story sets up and plays its script, then 'ready'. */
export const STORY_STATE_ATTR = 'data-app-story';

export interface AppStoryArgs {
  /** A failure scenario of SPEC §8, switched on before the page loads. */
  scenario: Scenario | 'none';
  /** An IM event the backend sends now, on top of the script. */
  imEvent: ImEventName | 'none';
  /** Play the story's own script (its timeline). */
  script: boolean;
  language: Language;
}

export interface AppStoryOptions {
  /** The route the app opens at. */
  path: string;
  /** Simulated engineers and visitors in the backend. @default false: the script says who acts */
  simulate?: boolean;
  /** The backend as it is before the page loads (other visitors, history, an engineer online). */
  setup?: (kit: StoryKit) => unknown;
  /** What happens after the page first shows: people on the other side, the visitor's own taps. */
  timeline?: readonly TimelineStep[];
  /** This story's own network: overrides in front of the in-browser backend. */
  handlers?: readonly RequestHandler[];
  /** The story's defaults for the scenario controls. */
  args?: Partial<AppStoryArgs>;
  /** A frame of this height around the app (a phone with its keyboard up). */
  height?: number;
}

const worker = () => (window as { __ladle_msw?: SetupWorker }).__ladle_msw;

/** Forgets every trace of an earlier story: the app's stores, its storage and its outbox. */
async function freshPage() {
  visitorStore.reset();
  consoleStore.reset();
  for (const store of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(store)) if (!key.startsWith('ladle')) store.removeItem(key);
  }
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

function Stage({ options, args }: { options: AppStoryOptions; args: AppStoryArgs }) {
  const [kit, setKit] = useState<StoryKit>();
  const i18n = useMemo(() => createI18n(args.language), [args.language]);
  const scenario = args.scenario === 'none' ? undefined : args.scenario;

  // What main.tsx reads at start: the page's width (phone or desktop layout), the user agent,
  // and the address: the story's path stands for it (`?isiframe=1` is a page in a host's frame).
  useEffect(
    () =>
      initEnvironment({
        location: { search: new URL(options.path, window.location.origin).search },
        navigator: window.navigator,
        innerWidth: window.innerWidth,
        matchMedia: (query: string) => window.matchMedia(query),
      } as unknown as Window),
    [options.path],
  );

  // A fresh support centre and page for every story and every change of its controls.
  useEffect(() => {
    let live = true;
    const html = document.documentElement;
    html.setAttribute(STORY_STATE_ATTR, 'setting-up');
    // The app asks for content in the page's language, as main.tsx sets it.
    html.lang = args.language;
    void (async () => {
      await freshPage();
      resetMockBackend({ simulate: options.simulate ?? false });
      const names = scenario ? [scenario] : [];
      setScenarios(names);
      const msw = worker();
      msw?.resetHandlers();
      msw?.use(...handlers);
      msw?.use(...names.flatMap(scenarioHandlers), ...(options.handlers ?? []));
      const next = createStoryKit();
      await options.setup?.(next);
      if (live) setKit(next);
    })();
    return () => {
      live = false;
      setKit(undefined);
    };
  }, [options, scenario, args.language]);

  useEffect(() => {
    if (!kit) return;
    const html = document.documentElement;
    const stop = new AbortController();
    const steps = [
      ...(args.script ? (options.timeline ?? []) : []),
      ...(args.imEvent === 'none' ? [] : [{ at: 0, ...IM_EVENTS[args.imEvent] }]),
    ];
    html.setAttribute(STORY_STATE_ATTR, 'playing');
    const network = watchNetwork(worker());
    // Ready once the script has run and the answers to its last calls are on the page.
    runTimeline(steps, kit, { signal: stop.signal })
      .then(() => network.idle())
      .then(
        () => !stop.signal.aborted && html.setAttribute(STORY_STATE_ATTR, 'ready'),
        (error: unknown) => {
          // A story that went away (its controls changed, another story opened) failed nothing.
          if (stop.signal.aborted) return;
          console.error(error);
          html.setAttribute(STORY_STATE_ATTR, 'failed');
        },
      )
      .finally(() => network.stop());
    return () => stop.abort();
  }, [kit, options, args.script, args.imEvent]);

  if (!kit) return null;
  const app = (
    <AppProviders i18n={i18n}>
      <MemoryRouter initialEntries={[options.path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
  return options.height ? <Frame height={options.height}>{app}</Frame> : app;
}

function Frame({ height, children }: { height: number; children: ReactNode }) {
  return <div style={{ height, overflow: 'hidden', position: 'relative' }}>{children}</div>;
}

const argTypes: ArgTypes<AppStoryArgs> = {
  scenario: { control: { type: 'select' }, options: ['none', ...SCENARIOS] },
  imEvent: {
    control: { type: 'select' },
    options: ['none', ...(Object.keys(IM_EVENTS) as ImEventName[])],
  },
  script: { control: { type: 'boolean' } },
  language: { control: { type: 'radio' }, options: ['zh-CN', 'en'] },
};

/**
 * A feature story: the whole app at `path`, on the in-browser backend MSW hosts (the core the
 * reference server runs), fresh for every story. Its file's default export says
 * `meta: { appStory: true }` (Ladle reads meta from the source): Ladle's providers then stay out
 * of the way, and the visual test waits for the script. Ladle's controls switch a SPEC §8 scenario,
 * send an IM event, replay the script, or change the language, without editing code.
 */
export function appStory(options: AppStoryOptions): Story<AppStoryArgs> {
  const story: Story<AppStoryArgs> = (args) => <Stage options={options} args={args} />;
  story.args = {
    scenario: 'none',
    imEvent: 'none',
    script: true,
    language: 'zh-CN',
    ...options.args,
  };
  story.argTypes = argTypes;
  // Starts Ladle's service worker; the stage then puts the scenario's handlers in front.
  story.msw = handlers;
  return story;
}
