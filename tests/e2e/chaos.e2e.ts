import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openPage, sharedBrowser, type TrackedPage } from './support/browser';
import { startReferenceServer, type ReferenceServer } from './support/reference-server';
import { signInConsole } from './support/console';

// Issue #13 (5): the one send pipeline never loses, doubles or reorders. A visitor (phone) and
// the engineer (desktop, another context) each type a numbered line every 200 ms through the
// real composer (fill + Enter) while the visitor's socket is dropped 100 times and the server is
// SIGKILLed and restarted twice (run A), or while the visitor is offline for 20 s and reloads
// the page offline (run B). Afterwards both pages, read from the DOM, and the server's SQLite
// store hold every line exactly once, in the same order, each side's own lines in the order
// they were typed, none failed or still sending. Simulation is off: nobody else answers.

const browser = sharedBrowser();

const EVERY_MS = 200;
/** Run A: how long each side types, and how many times the visitor's socket is dropped. */
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 60);
const DROPS = Number(process.env.CHAOS_DROPS ?? 100);
/** Run B: typing before, during (with a reload halfway) and after 20 s offline. */
const OFFLINE_AFTER_MS = 5_000;
const OFFLINE_MS = Number(process.env.CHAOS_OFFLINE_SECONDS ?? 20) * 1000;
const ONLINE_AGAIN_MS = 5_000;

const VISITOR_LOG = '与客服的对话';
const ENGINEER_LOG = '与访客的对话';
const LINE = /^[ve]-\d{3}$/;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));
const line = (side: 'v' | 'e', n: number) => `${side}-${String(n).padStart(3, '0')}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function until<T>(what: string, get: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await get();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms: ${what}`);
    await sleep(500);
  }
}

const composer = (page: Page) => page.getByRole('textbox', { name: '输入消息' });
async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** One row of a conversation as the page shows it. */
interface Shown {
  key: string;
  messageId: string;
  text: string;
  sending: boolean;
  failed: boolean;
}

/**
 * Every row of a virtualised conversation, top to bottom: scrolls the log from the top in steps
 * and keeps each rendered row by its list index (react-virtuoso's data-index).
 */
function readLog(page: Page, label: string): Promise<Shown[]> {
  return page.getByRole('log', { name: label }).evaluate(async (log) => {
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const rows = new Map<number, Shown>();
    const rendered = () =>
      [...log.querySelectorAll<HTMLElement>('[data-index]')].map((i) => Number(i.dataset.index));
    /** Waits (up to 3 s) until the rows rendered join those already read: on a loaded machine
     * the list can lag a scroll step by several frames, and a step read too early skips rows. */
    const joined = async () => {
      const seen = rows.size ? Math.max(...rows.keys()) : -1;
      for (let i = 0; i < 75; i++) {
        await pause(40);
        const now = rendered();
        if (!now.length) continue;
        if (seen < 0 || (Math.min(...now) <= seen + 1 && Math.max(...now) > seen)) return;
      }
    };
    log.scrollTop = 0;
    await pause(200);
    for (let step = 0; step < 5000; step++) {
      if (step > 0) await joined();
      for (const item of log.querySelectorAll<HTMLElement>('[data-index]')) {
        const box = item.querySelector<HTMLElement>('[data-row-key]');
        if (!box) continue;
        const message = box.querySelector<HTMLElement>('[data-message-id]');
        const status = [...box.querySelectorAll('[role="status"]')].map((s) => s.textContent);
        rows.set(Number(item.dataset.index), {
          key: box.dataset.rowKey ?? '',
          messageId: message?.dataset.messageId ?? '',
          // A line's words are its only token like v-001 (name, time and state are not).
          text: (message?.textContent ?? '').match(/[ve]-\d{3}/g)?.join(' ') ?? '',
          sending: status.some((s) => s?.includes('发送中')),
          failed: (box.textContent ?? '').includes('发送失败'),
        });
      }
      if (log.scrollTop + log.clientHeight >= log.scrollHeight - 1) break;
      log.scrollTop += Math.max(100, Math.floor(log.clientHeight * 0.8));
    }
    const indexes = [...rows.keys()].sort((a, b) => a - b);
    // Every index between the first and the last: no row was skipped while scrolling.
    if (indexes.length && indexes.at(-1)! - indexes[0]! + 1 !== indexes.length)
      throw new Error(`rows missed while scrolling: ${indexes.join(',')}`);
    return indexes.map((i) => rows.get(i)!);
  });
}

interface Stored {
  id: string;
  text: string;
}

/** The chat lines in the server's store, in the server's order (SQLite, read-only). */
function storedLines(server: ReferenceServer): Stored[] {
  const db = new Database(join(server.dataDir, 'webchat.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const rows = db.prepare(`SELECT id, data FROM messages ORDER BY seq`).all() as {
      id: string;
      data: string;
    }[];
    return rows
      .map((r) => ({ id: r.id, text: String((JSON.parse(r.data) as { text?: string }).text) }))
      .filter((r) => LINE.test(r.text));
  } finally {
    db.close();
  }
}

const words = (rows: readonly { text: string }[]) => rows.map((r) => r.text);

interface Typed {
  v: string[];
  e: string[];
}

interface Verdict {
  lost: number;
  doubled: number;
  problems: string[];
}

/** What one view (a page, the store) got wrong against what was typed. */
function judge(name: string, texts: string[], typed: Typed): Verdict {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const t of texts) seen.set(t, (seen.get(t) ?? 0) + 1);
  const all = [...typed.v, ...typed.e];
  const missing = all.filter((t) => !seen.has(t));
  const doubled = [...seen].filter(([, n]) => n > 1);
  const unknown = [...seen.keys()].filter((t) => !all.includes(t));
  if (missing.length) problems.push(`${name}: ${missing.length} lost: ${missing.join(' ')}`);
  if (doubled.length)
    problems.push(`${name}: doubled: ${doubled.map(([t, n]) => `${t}×${n}`).join(' ')}`);
  if (unknown.length) problems.push(`${name}: never typed: ${unknown.join(' ')}`);
  for (const side of ['v', 'e'] as const) {
    const own = texts.filter((t) => t.startsWith(`${side}-`));
    const firsts = own.filter((t, i) => own.indexOf(t) === i);
    const expected = typed[side].filter((t) => seen.has(t));
    const at = firsts.findIndex((t, i) => t !== expected[i]);
    if (at !== -1)
      problems.push(
        `${name}: ${side}- lines out of order from #${at}: ${firsts.slice(at, at + 6).join(' ')} ` +
          `(typed ${expected.slice(at, at + 6).join(' ')})`,
      );
  }
  return { lost: missing.length, doubled: doubled.reduce((n, [, k]) => n + k - 1, 0), problems };
}

/**
 * Waits (bounded) until the store has every typed line and both pages show them with nothing
 * sending or failed, then checks every view: nothing lost or doubled, each side's lines in the
 * order typed, the same messages (server ids) in the same order on both pages as in the store.
 */
async function settle(server: ReferenceServer, visitor: Page, engineer: Page, typed: Typed) {
  const total = typed.v.length + typed.e.length;
  const complete = (rows: Shown[]) =>
    new Set(rows.filter((r) => LINE.test(r.text)).map((r) => r.text)).size >= total &&
    !rows.some((r) => r.sending || r.failed);
  let shown: { v: Shown[]; e: Shown[] } = { v: [], e: [] };
  const waited = await until(
    'the store and both pages hold every line, none sending or failed',
    async () => {
      if (new Set(storedLines(server).map((r) => r.text)).size < total) return undefined;
      // A read that missed rows (the list still moving) is read again, not a verdict.
      const read = await Promise.all([
        readLog(visitor, VISITOR_LOG),
        readLog(engineer, ENGINEER_LOG),
      ]).catch(() => undefined);
      if (!read) return undefined;
      shown = { v: read[0], e: read[1] };
      return complete(shown.v) && complete(shown.e) ? true : undefined;
    },
    60_000,
  ).then(
    () => undefined,
    (error: Error) => error.message,
  );
  if (waited && !shown.v.length) {
    shown = { v: await readLog(visitor, VISITOR_LOG), e: await readLog(engineer, ENGINEER_LOG) };
  }
  const store = storedLines(server);
  const lines = (rows: Shown[]) => rows.filter((r) => LINE.test(r.text));
  const views = { visitor: lines(shown.v), engineer: lines(shown.e) };
  const verdicts = [
    judge('store', words(store), typed),
    judge('visitor', words(views.visitor), typed),
    judge('engineer', words(views.engineer), typed),
  ];
  const problems = verdicts.flatMap((v) => v.problems);
  if (waited) problems.unshift(waited);
  const ids = store.map((r) => r.id).join();
  for (const [name, rows] of Object.entries(views)) {
    const stuck = rows.filter((r) => r.sending).map((r) => r.text);
    const failed = rows.filter((r) => r.failed).map((r) => r.text);
    if (stuck.length) problems.push(`${name}: still sending: ${stuck.join(' ')}`);
    if (failed.length) problems.push(`${name}: failed: ${failed.join(' ')}`);
    // The same messages, not only the same words: each row is the stored message with that id.
    if (rows.map((r) => r.messageId).join() !== ids)
      problems.push(`${name}: not the store's messages in the store's order`);
  }
  return {
    lost: Math.max(...verdicts.map((v) => v.lost)),
    doubled: Math.max(...verdicts.map((v) => v.doubled)),
    problems,
  };
}

/** The console, signed in as the demo engineer. */
async function signIn(page: Page, url: string) {
  await signInConsole(page, url);
}

/** The visitor queues for NB and the engineer accepts in the console (as server.e2e.ts does). */
async function startConversation(visitor: Page, engineer: Page, url: string) {
  await signIn(engineer, url);
  await visitor.goto(`${url}/chatQueue?type=2&queue_code=NB`);
  await engineer
    .getByRole('button', { name: /^接入 / })
    .first()
    .click({ timeout: 30_000 });
  await visitor
    .getByRole('log', { name: VISITOR_LOG })
    .getByText('演示工程师 已接入，为您服务')
    .waitFor({ timeout: 15_000 });
  await composer(engineer).waitFor();
}

/** Types `count` numbered lines, one every EVERY_MS from `start` (a late one goes at once). */
async function typeLines(
  send: (text: string) => Promise<void>,
  side: 'v' | 'e',
  count: number,
  start: number,
  typed: string[],
) {
  for (let n = 1; n <= count; n++) {
    await sleep(start + (n - 1) * EVERY_MS - Date.now());
    const text = line(side, n);
    await send(text);
    typed.push(text);
  }
}

/**
 * The visitor's IM socket through Playwright: the test can drop it from the server's side, or
 * refuse every connection while offline. Every frame is kept for the report of a failure.
 */
async function routeSocket(context: BrowserContext, trace: string[]) {
  const state = {
    live: undefined as { drop: () => Promise<void> } | undefined,
    opened: 0,
    offline: false,
  };
  const note = (text: string) => trace.push(`${Date.now()} ${text.slice(0, 400)}`);
  await context.routeWebSocket(/\/chat\?/, (ws) => {
    if (state.offline) {
      note('refused (offline)');
      void ws.close({ code: 4000, reason: 'offline' }).catch(() => undefined);
      return;
    }
    const id = (state.opened += 1);
    const server = ws.connectToServer();
    const live = {
      // Both ends go: the page sees the connection close, the server loses the subscriber.
      drop: async () => {
        if (state.live === live) state.live = undefined;
        note(`#${id} dropped`);
        await server.close({ code: 4000, reason: 'network' }).catch(() => undefined);
        await ws.close({ code: 4000, reason: 'network' }).catch(() => undefined);
      },
    };
    state.live = live;
    server.onClose((code, reason) => {
      if (state.live === live) state.live = undefined;
      note(`#${id} closed by the server ${code}`);
      void ws.close({ code, reason }).catch(() => undefined);
    });
    ws.onMessage((m) => {
      note(`#${id} > ${String(m)}`);
      server.send(m);
    });
    server.onMessage((m) => {
      note(`#${id} < ${String(m)}`);
      ws.send(m);
    });
  });
  return state;
}

/** The visitor's API calls, for the report of a failure (which lines each answer carried). */
function traceHttp(page: Page, trace: string[]) {
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/'))
      trace.push(`${Date.now()} http ${r.url().replace(/token=[^&]+&?/, '')} failed`);
  });
  page.on('response', (r) => {
    if (!r.url().includes('/api/')) return;
    void r
      .text()
      .then((body) => {
        const lines = body.match(/"[ve]-\d{3}"|"m-\d+-/g) ?? [];
        trace.push(
          `${Date.now()} http ${r.url().replace(/token=[^&]+&?/, '')} ${r.status()} ${lines.join('')}`,
        );
      })
      .catch(() => undefined);
  });
}

async function pair() {
  const visitor = await openPage(browser(), 'phone');
  const engineer = await openPage(browser(), 'desktop');
  return { visitor, engineer };
}

async function closeAll(...pages: TrackedPage[]) {
  for (const p of pages) await p.context.close().catch(() => undefined);
}

function report(
  run: string,
  counts: Record<string, string | number>,
  result: Awaited<ReturnType<typeof settle>>,
  trace: string[],
  server: ReferenceServer,
) {
  console.log(
    `[chaos ${run}] ${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')}; lost ${result.lost}; doubled ${result.doubled}`,
  );
  for (const p of result.problems) console.log(`[chaos ${run}] ${p}`);
  if (!result.problems.length && !process.env.CHAOS_TRACE) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const stored = storedLines(server).map((r) => `${r.id} ${r.text}`);
  writeFileSync(`${ARTIFACTS}/chaos-${run}-trace.txt`, trace.join('\n'));
  writeFileSync(`${ARTIFACTS}/chaos-${run}-store.txt`, stored.join('\n'));
  console.log(`[chaos ${run}] frames and calls in ${ARTIFACTS}/chaos-${run}-trace.txt`);
}

describe('the send pipeline under chaos', () => {
  it(`run A: a line every ${EVERY_MS} ms from each side for ${SECONDS} s, ${DROPS} socket drops, two SIGKILL restarts`, async () => {
    const began = Date.now();
    const server = await startReferenceServer(Number(process.env.E2E_CHAOS_PORT ?? 4292), {
      SIMULATE: 'off',
    });
    const { visitor, engineer } = await pair();
    const [v, e] = [visitor.page, engineer.page];
    const trace: string[] = [];
    try {
      const socket = await routeSocket(visitor.context, trace);
      traceHttp(v, trace);
      // The visitor's clock can skip the client's reconnect backoff (below).
      await visitor.context.clock.install();
      await startConversation(v, e, server.url);

      const count = Math.round((SECONDS * 1000) / EVERY_MS);
      const typed: Typed = { v: [], e: [] };
      const start = Date.now() + 500;
      const end = start + SECONDS * 1000;
      let down = false;
      let drops = 0;
      let dropsWhileTyping = 0;
      let restarts = 0;
      const typing = Promise.all([
        typeLines((t) => say(v, t), 'v', count, start, typed.v),
        typeLines((t) => say(e, t), 'e', count, start, typed.e),
      ]);
      // Two crashes, a third and two thirds of the way; down for 3 s each while both type on.
      const crashes = (async () => {
        for (const at of [1 / 3, 2 / 3]) {
          await sleep(start + at * SECONDS * 1000 - Date.now());
          down = true;
          trace.push(`${Date.now()} server killed`);
          await server.kill();
          await sleep(3000);
          await server.restart();
          trace.push(`${Date.now()} server restarted`);
          down = false;
          restarts += 1;
        }
      })();
      // Drops spread over the typing, each closing the live connection from the server's side.
      // The client then waits 0.5 s growing ×1.6 up to 10 s before reconnecting (partysocket,
      // reset only after 5 s up), so 100 drops cannot fit in 60 s of wall time: after each drop
      // the visitor's clock jumps 10 s, as if the phone slept, and the reconnect comes at once.
      const dropping = (async () => {
        const every = (SECONDS * 1000) / DROPS;
        // The 100 drops are required, however slow the reconnects on a busy machine: the ones
        // that do not fit in the typing come after it (counted apart in the report); 60 s past it
        // is a hang, not a slow machine.
        while (drops < DROPS && Date.now() < end + 60_000) {
          await sleep(start + (drops + 1) * every - Date.now());
          const live = socket.live;
          if (down || !live) {
            await sleep(50);
            continue;
          }
          await live.drop();
          drops += 1;
          if (Date.now() <= end) dropsWhileTyping += 1;
          for (let i = 0; i < 3 && !socket.live && !down; i++) {
            await sleep(30);
            await visitor.context.clock.fastForward(10_000);
            for (let j = 0; j < 40 && !socket.live; j++) await sleep(25);
          }
        }
      })();
      await Promise.all([typing, crashes, dropping]);
      const typedFor = Date.now() - start;

      const result = await settle(server, v, e, typed);
      report(
        'A',
        {
          'sent by the visitor': typed.v.length,
          'by the engineer': typed.e.length,
          'typed over': seconds(typedFor),
          'socket drops': drops,
          'of them while both typed': dropsWhileTyping,
          connections: socket.opened,
          'SIGKILL restarts': restarts,
          took: seconds(Date.now() - began),
        },
        result,
        trace,
        server,
      );
      expect(result.problems).toEqual([]);
      expect(result.lost).toBe(0);
      expect(result.doubled).toBe(0);
      expect(drops).toBe(DROPS);
      // Most of them while both type (a reconnect within ~1 s of its drop, even on a busy machine).
      expect(dropsWhileTyping).toBeGreaterThanOrEqual(DROPS / 2);
      expect(restarts).toBe(2);
    } finally {
      await closeAll(visitor, engineer);
      await server.stop();
    }
    // A guard against a hang: 60 s of sending, then reading both logs back; 173 s on an idle CI
    // machine, over 240 s beside a heavier e2e file and other work.
  }, 360_000);

  it(`run B: a line every ${EVERY_MS} ms from each side; the visitor is offline for ${OFFLINE_MS / 1000} s and reloads while offline`, async () => {
    const began = Date.now();
    const server = await startReferenceServer(Number(process.env.E2E_CHAOS_B_PORT ?? 4293), {
      SIMULATE: 'off',
    });
    const { visitor, engineer } = await pair();
    const [v, e] = [visitor.page, engineer.page];
    const trace: string[] = [];
    try {
      const socket = await routeSocket(visitor.context, trace);
      traceHttp(v, trace);
      // Offline: every API call fails as without a network; the page itself (static files)
      // still loads, since without a service worker a truly offline reload shows nothing.
      let aborted = 0;
      await visitor.context.route(
        (url) => /^\/(api|v2|cubevcaapi|uploads)\//.test(url.pathname),
        async (route) => {
          if (!socket.offline) return route.fallback();
          aborted += 1;
          return route.abort('internetdisconnected');
        },
      );
      await startConversation(v, e, server.url);

      const total = OFFLINE_AFTER_MS + OFFLINE_MS + ONLINE_AGAIN_MS;
      const count = Math.round(total / EVERY_MS);
      const typed: Typed = { v: [], e: [] };
      const start = Date.now() + 500;
      // The visitor's typing and the reload take turns: no line is typed into a page unloading.
      let turn = Promise.resolve();
      const exclusive = (run: () => Promise<void>) => (turn = turn.then(run));
      const typing = Promise.all([
        typeLines((t) => exclusive(() => say(v, t)), 'v', count, start, typed.v),
        typeLines((t) => say(e, t), 'e', count, start, typed.e),
      ]);
      let shownAfterReload: Shown[] = [];
      let waitingAtReload: string[] = [];
      const offline = (async () => {
        await sleep(start + OFFLINE_AFTER_MS - Date.now());
        socket.offline = true;
        trace.push(`${Date.now()} offline`);
        await socket.live?.drop();
        // Halfway, the page is reloaded: what waited in the outbox is shown again, as sending.
        await sleep(start + OFFLINE_AFTER_MS + OFFLINE_MS / 2 - Date.now());
        await exclusive(async () => {
          const stored = new Set(storedLines(server).map((r) => r.text));
          waitingAtReload = typed.v.filter((t) => !stored.has(t));
          trace.push(`${Date.now()} reload; waiting: ${waitingAtReload.join(' ')}`);
          await v.reload();
          const last = waitingAtReload.at(-1);
          // (If it never shows, the check after the run names what was missing.)
          if (last)
            await v
              .getByRole('log', { name: VISITOR_LOG })
              .getByText(last, { exact: true })
              .waitFor({ timeout: 15_000 })
              .catch(() => undefined);
          shownAfterReload = await readLog(v, VISITOR_LOG);
          await composer(v).waitFor();
        });
        await sleep(start + OFFLINE_AFTER_MS + OFFLINE_MS - Date.now());
        socket.offline = false;
        trace.push(`${Date.now()} online`);
      })();
      await Promise.all([typing, offline]);
      const typedFor = Date.now() - start;

      const result = await settle(server, v, e, typed);
      if (await v.getByText('没能连接到在线客服').count())
        result.problems.unshift(
          'visitor: still shows 没能连接到在线客服: the start failed while offline and nothing ' +
            'started it again once online (no socket, no conversation loaded)',
        );
      // After the offline reload, every line not yet stored was there again, as sending.
      const again = new Map(shownAfterReload.map((r) => [r.text, r]));
      const notShown = waitingAtReload.filter((t) => !again.get(t)?.sending);
      if (!waitingAtReload.length)
        result.problems.push('nothing waited in the outbox at the reload');
      if (notShown.length)
        result.problems.push(`not shown as sending after the reload: ${notShown.join(' ')}`);
      report(
        'B',
        {
          'sent by the visitor': typed.v.length,
          'by the engineer': typed.e.length,
          'typed over': seconds(typedFor),
          offline: seconds(OFFLINE_MS),
          'waiting in the outbox at the reload': waitingAtReload.length,
          'API calls refused offline': aborted,
          took: seconds(Date.now() - began),
        },
        result,
        trace,
        server,
      );
      expect(result.problems).toEqual([]);
      expect(result.lost).toBe(0);
      expect(result.doubled).toBe(0);
    } finally {
      await closeAll(visitor, engineer);
      await server.stop();
    }
  }, 180_000);
});
