// The page bench/message-list.mjs drives: ?mode=virtual|naive&count=N. Nothing renders until the
// driver calls window.bench.open(), so data generation is timed apart from the list itself.
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MessageList, type MessageListHandle } from '@/components/message-list';
import {
  DemoBubble,
  isMine,
  makeConversation,
  type DemoMessage,
} from '@/components/message-list/message-list.fixtures';
import { MotionProvider } from '@/components/motion';
import { ThemeProvider } from '@/components/theme';
import { createI18n } from '@/lib/i18n';
import { NaiveList } from './naive-list';
import { longTasksBetween, nextFrame, paintedWhen, topRowNumber } from './probes';

const params = new URLSearchParams(window.location.search);
const mode = params.get('mode') === 'naive' ? 'naive' : 'virtual';
const count = Number(params.get('count') ?? 100_000);
const renderItem = (message: DemoMessage) => <DemoBubble message={message} />;

/** Set by the mounted list: append a message, jump to the newest. */
const controls = { push: (_m: DemoMessage[]) => {}, toBottom: () => {} };

function Bench({ initial }: { initial: DemoMessage[] }) {
  const [items, setItems] = useState(initial);
  const handle = useRef<MessageListHandle>(null);
  useEffect(() => {
    controls.push = (messages) => setItems((current) => [...current, ...messages]);
    controls.toBottom = () => {
      if (handle.current) handle.current.scrollToBottom();
      else document.querySelector('[role="log"]')?.scrollTo({ top: 1e9 });
    };
  }, []);
  if (mode === 'naive') return <NaiveList items={items} />;
  return (
    <MessageList ref={handle} label="bench" items={items} renderItem={renderItem} isOwn={isMine} />
  );
}

function newestVisible(id: string): boolean {
  const row = document.querySelector(`[data-row-key="${id}"]`);
  const log = row?.closest('[role="log"]');
  if (!row || !log || getComputedStyle(row).visibility === 'hidden') return false;
  const r = row.getBoundingClientRect();
  const l = log.getBoundingClientRect();
  return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
}

let last = '';
let total = count;

const bench = {
  mode,
  count,
  async open() {
    const t0 = performance.now();
    const items = makeConversation(count, { spacingMs: 90_000 });
    const generatedMs = performance.now() - t0;
    last = items[items.length - 1]!.id;
    const i18n = createI18n();
    await nextFrame();
    const start = performance.mark('ml:open:start').startTime;
    createRoot(document.getElementById('root')!).render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <MotionProvider>
            <Bench initial={items} />
          </MotionProvider>
        </ThemeProvider>
      </I18nextProvider>,
    );
    await paintedWhen(() => newestVisible(last));
    const end = performance.mark('ml:open:painted').startTime;
    const openMs = performance.measure('ml:open', 'ml:open:start', 'ml:open:painted').duration;
    return {
      generatedMs: Math.round(generatedMs),
      openMs: Math.round(openMs),
      longTasks: longTasksBetween(start, end),
      domNodes: document.getElementsByTagName('*').length,
    };
  },

  /** Scrolls up `stepPx` per frame until `rows` rows have passed the top edge. */
  async scroll(rows: number, stepPx: number, maxMs: number) {
    const log = document.querySelector('[role="log"]')!;
    await nextFrame();
    const first = topRowNumber();
    const start = performance.now();
    let frames = 0;
    while (first - topRowNumber() < rows && performance.now() - start < maxMs) {
      log.scrollBy(0, -stepPx);
      frames += 1;
      await nextFrame();
    }
    const end = performance.now();
    return {
      rowsPassed: first - topRowNumber(),
      ms: Math.round(end - start),
      fps: Math.round((frames * 1000) / (end - start)),
      longTasks: longTasksBetween(start, end),
    };
  },

  /** From the bottom, `perSecond` new messages for `seconds`; the list should follow them. */
  async live(perSecond: number, seconds: number) {
    controls.toBottom();
    await paintedWhen(() => newestVisible(last));
    const start = performance.now();
    let frames = 0;
    let running = true;
    void (async () => {
      while (running) {
        await nextFrame();
        frames += 1;
      }
    })();
    // Arrivals keep to the clock: a tick that comes late (a long task) brings what is owed.
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = Math.min(performance.now() - start, seconds * 1000);
        const owed = Math.floor((elapsed * perSecond) / 1000) - (total - count);
        if (owed > 0) {
          const batch = makeConversation(owed, { prefix: 'm', firstNumber: total }).map(
            (message) => ({ ...message, from: 'agent' as const, timestamp: Date.now() }),
          );
          total += owed;
          last = batch[batch.length - 1]!.id;
          controls.push(batch);
        }
        if (elapsed >= seconds * 1000) {
          clearInterval(timer);
          resolve();
        }
      }, 1000 / perSecond);
    });
    const followed = await paintedWhen(() => newestVisible(last), 2000).then(
      () => true,
      () => false,
    );
    running = false;
    const end = performance.now();
    return {
      added: total - count,
      fps: Math.round((frames * 1000) / (end - start)),
      followed,
      longTasks: longTasksBetween(start, end),
    };
  },

  jsHeapMb() {
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return memory ? Math.round(memory.usedJSHeapSize / 1e5) / 10 : null;
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
