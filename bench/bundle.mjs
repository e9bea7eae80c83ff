#!/usr/bin/env node
// Bundle report: gzip kB of what /chatQueue loads first and of every lazy chunk, against the
// floor (a bare React 19 page built by the same Vite config), and widget.js, the host-page loader.
// `--check` enforces bench/budget.json and widget.js's 2 kB.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { WIDGET_BUDGET, widgetSize } from '../scripts/widget-size.mjs';

const check = process.argv.includes('--check');
const OUT = 'bench/results';
const appDir = join(OUT, 'app');
const floorDir = join(OUT, 'floor');

async function viteBuild(outDir, root) {
  await build({
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'error',
    ...(root ? { root } : {}),
    build: { outDir: join(process.cwd(), outDir), emptyOutDir: true, sourcemap: false },
  });
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => bytes / 1024;

function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function filesOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

function sizeOf(dir, files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gz(join(dir, file));
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, total: js + css };
}

await viteBuild(appDir);
await viteBuild(floorDir, 'bench/floor');

const manifest = JSON.parse(readFileSync(join(appDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(manifest, entryKey);
// Rollup may fold the feature's index into a shared chunk with no source key; find it by what it
// loads (the visitor chat's own lazy parts) when the key itself is missing.
const chatSrc = 'src/features/visitor-chat/index.ts';
const chatKey = Object.keys(manifest).find(
  (k) =>
    k === chatSrc ||
    manifest[k].src === chatSrc ||
    (manifest[k].isDynamicEntry &&
      (manifest[k].dynamicImports ?? []).some((d) => d.startsWith('src/features/visitor-chat/'))),
);
if (!chatKey) throw new Error(`${chatSrc} is not a chunk of the build`);
const chatQueue = closure(manifest, chatKey, new Set(entry));
const initial = sizeOf(appDir, filesOf(manifest, chatQueue));

// What the chat fetches as soon as its screen has painted: the session model (API client,
// contract schemas, IM client) and the conversation (virtualised list, rows). vite.config.ts puts
// both in one chunk, 'chat-live' (scripts/first-wave.ts), whose manifest entry names no source.
const afterPaintSrc = [
  'src/features/visitor-chat/model/visitor-session.ts',
  'src/features/chat/components/conversation.tsx',
];
const visitorLoaded = new Set(chatQueue);
for (const src of afterPaintSrc) {
  const key = Object.keys(manifest).find(
    (k) => k === src || manifest[k].src === src || manifest[k].name === 'chat-live',
  );
  if (!key) throw new Error(`${src} is not a chunk of the build`);
  closure(manifest, key, visitorLoaded);
}
const afterPaintFiles = filesOf(
  manifest,
  [...visitorLoaded].filter((k) => !chatQueue.has(k)),
).filter((file) => file.endsWith('.js'));
const afterPaint = sizeOf(
  appDir,
  filesOf(
    manifest,
    [...visitorLoaded].filter((k) => !chatQueue.has(k)),
  ),
);

const floorManifest = JSON.parse(readFileSync(join(floorDir, '.vite/manifest.json'), 'utf8'));
const floorEntry = Object.keys(floorManifest).find((k) => floorManifest[k].isEntry);
const floor = sizeOf(floorDir, filesOf(floorManifest, closure(floorManifest, floorEntry)));

const lazyKeys = [
  ...new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? [])),
].filter((k) => k !== chatKey && !visitorLoaded.has(k));
const lazy = lazyKeys
  .map((key) => {
    // What opening it costs on top of what the visitor's chat has already loaded, and, for a
    // chunk only ever opened from other lazy chunks (the console's left messages), on top of
    // what every one of those has loaded: it cannot open before them.
    const before = new Set(visitorLoaded);
    const openers = Object.keys(manifest).filter(
      (k) => (manifest[k].dynamicImports ?? []).includes(key) && !visitorLoaded.has(k),
    );
    const openedLazily = Object.keys(manifest).every(
      (k) => !(manifest[k].dynamicImports ?? []).includes(key) || openers.includes(k),
    );
    if (openers.length && openedLazily) {
      const loaded = openers.map((k) => closure(manifest, k));
      for (const k of loaded[0]) if (loaded.every((set) => set.has(k))) before.add(k);
    }
    const own = [...closure(manifest, key)].filter((k) => !before.has(k));
    return { name: manifest[key].name ?? key, ...sizeOf(appDir, filesOf(manifest, own)) };
  })
  .sort((a, b) => b.total - a.total);

// Mock code must never reach a production chunk.
const allFiles = Object.values(manifest).map((c) => c.file);
const mockMarkers = ['mockServiceWorker', 'setupWorker', '[MSW]'];
const leaks = allFiles.filter((file) => {
  const text = readFileSync(join(appDir, file), 'utf8');
  return mockMarkers.some((marker) => text.includes(marker));
});

const row = (name, s) =>
  `| ${name.padEnd(34)} | ${kb(s.js).toFixed(2).padStart(8)} | ${kb(s.css).toFixed(2).padStart(8)} | ${kb(s.total).toFixed(2).padStart(8)} |`;
console.log('| chunk (gzip kB; lazy = extra after /chatQueue) |       JS |      CSS |    total |');
console.log('|------------------------------------|---------:|---------:|---------:|');
console.log(row('initial /chatQueue', initial));
console.log(row('/chatQueue after first paint', afterPaint));
console.log(row('floor: bare React 19 page', floor));
for (const chunk of lazy) console.log(row(`lazy: ${chunk.name}`, chunk));
const ratio = initial.total / floor.total;
console.log(`\ninitial /chatQueue is ${ratio.toFixed(2)}x the floor`);
console.log(`/chatQueue after first paint: ${afterPaintFiles.length} JS file(s)`);
console.log(`mock code in production chunks: ${leaks.length ? leaks.join(', ') : 'none'}`);
// The host-page loader (#14 item 4): what a support site pays before its visitor opens the chat.
const widget = await widgetSize();
console.log(`widget.js (host-page loader): ${widget.gzip} B gzip, budget ${WIDGET_BUDGET} B`);

if (check) {
  const budgetFile = 'bench/budget.json';
  if (!existsSync(budgetFile)) throw new Error(`${budgetFile} is missing`);
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const problems = [];
  if (kb(initial.total) > budget.chatQueueInitialGzipKb)
    problems.push(
      `initial /chatQueue ${kb(initial.total).toFixed(2)} kB > ${budget.chatQueueInitialGzipKb} kB`,
    );
  if (kb(afterPaint.total) > budget.chatQueueAfterPaintGzipKb)
    problems.push(
      `/chatQueue after first paint ${kb(afterPaint.total).toFixed(2)} kB > ${budget.chatQueueAfterPaintGzipKb} kB`,
    );
  if (afterPaintFiles.length > budget.chatQueueAfterPaintFiles)
    problems.push(
      `/chatQueue after first paint ${afterPaintFiles.length} JS files > ${budget.chatQueueAfterPaintFiles}`,
    );
  if (ratio > budget.maxRatioToFloor)
    problems.push(`ratio to floor ${ratio.toFixed(2)} > ${budget.maxRatioToFloor}`);
  for (const chunk of lazy) {
    if (kb(chunk.total) > budget.lazyChunkGzipKb)
      problems.push(
        `lazy ${chunk.name} ${kb(chunk.total).toFixed(2)} kB > ${budget.lazyChunkGzipKb} kB`,
      );
  }
  if (leaks.length) problems.push(`mock code in production: ${leaks.join(', ')}`);
  if (widget.gzip > WIDGET_BUDGET)
    problems.push(`widget.js ${widget.gzip} B gzip > ${WIDGET_BUDGET} B`);
  if (problems.length) {
    console.error(`\nbundle budget exceeded:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('bundle budget: ok');
}
