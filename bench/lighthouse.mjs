#!/usr/bin/env node
// Lighthouse report (issue #14): the production client on the reference server against the floor
// (bench/floor, a bare React 19 page built by the same Vite config), Lighthouse's default mobile
// run (simulated slow 4G, 4x CPU), performance and accessibility, each run in a fresh Chromium,
// app and floor interleaved so the machine's noise falls on both alike. Prints the medians as a
// markdown table (stdout; progress on stderr) and the app's targets.
//
//   node bench/lighthouse.mjs [--runs N] [--url /path]... [--json out.json] [--no-build]
//                             [--keep-reports dir] [--host-page] [--check]
//
// --runs N            runs per page (default 3)
// --url /path         another app path to measure besides /chatQueue (repeatable)
// --json file         every run's figures, the medians and the checks as JSON
// --no-build          measure dist-prod/, dist-server/ and the floor as they are
// --keep-reports dir  keep each Lighthouse JSON report (load one into the Lighthouse treemap
//                     viewer, or read audits long-tasks, bootup-time, script-treemap-data)
// --host-page         also a plain article page (bench/host/plain.html) with and without the
//                     widget snippet (served as /host/with-widget.html): what embedding costs a host
// --check             exit 1 when the app misses a target (otherwise the exit code is 0)
//
// Builds as `npm run build:server` does (skipped when up to date) and the floor into
// bench/results/lh-floor. Runs dist-server/main.js as `npm start` does, on a free port with a
// fresh data directory; the floor and the host pages come from a small static server (this file
// with --static-server) on another free port. Both are stopped by pid at the end, on an error
// and on Ctrl+C.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const DIST = 'dist-prod';
const SERVER_MAIN = 'dist-server/main.js';
const FLOOR_OUT = 'bench/results/lh-floor';
const HOST_DIR = 'bench/host';
const APP_PATH = '/chatQueue';

// ---------------------------------------------------------------------------------------------
// The static server (a child process of the report): the floor build at /, bench/host at /host/
// with APP_ORIGIN replaced by the reference server's origin. Gzip like the reference server
// (hono/compress: text over 1 kB), so transferred bytes compare.

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The README's embed snippet, as a host site pastes it. */
const WIDGET_SNIPPET =
  '<script>window.webchat=window.webchat||function(){(webchat.q=webchat.q||[]).push(arguments)};</script>' +
  '<script async src="APP_ORIGIN/widget.js" data-project="DEFAULT_PROJECT"></script>';

function serveStatic(port, floorDir, hostDir, appOrigin) {
  const floorRoot = resolve(floorDir);
  const hostRoot = resolve(hostDir);
  const server = createServer(async (req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      path = '';
    }
    const host = path.startsWith('/host/');
    // The same article with the README's snippet before </body>: nothing else differs.
    const withWidget = path === '/host/with-widget.html';
    if (withWidget) path = '/host/plain.html';
    const base = host ? hostRoot : floorRoot;
    const file = resolve(
      base,
      '.' + (host ? path.slice('/host'.length) : path === '/' ? '/index.html' : path),
    );
    let body;
    try {
      if (!file.startsWith(base + sep)) throw new Error('outside');
      body = await readFile(file);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (host && type.startsWith('text/html')) {
      let html = body.toString('utf8');
      if (withWidget) html = html.replace('</body>', `${WIDGET_SNIPPET}</body>`);
      body = Buffer.from(html.replaceAll('APP_ORIGIN', appOrigin));
    }
    const headers = {
      'Content-Type': type,
      'Cache-Control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const compressible = /^(text\/|application\/json|image\/svg)/.test(type);
    // The build's Brotli copy, as the reference server sends it (server/node/http/static-files.ts):
    // the floor is served as the app is.
    const brotli =
      path.startsWith('/assets/') && /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const packed = brotli ? await readFile(`${file}.br`).catch(() => undefined) : undefined;
    if (packed) {
      body = packed;
      headers['Content-Encoding'] = 'br';
      headers.Vary = 'Accept-Encoding';
    } else if (
      compressible &&
      body.length >= 1024 &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    ) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.listen(port, '127.0.0.1');
}

// ---------------------------------------------------------------------------------------------
// Options

function usage(problem) {
  console.error(`bench/lighthouse.mjs: ${problem}`);
  console.error(
    'usage: node bench/lighthouse.mjs [--runs N] [--url /path]... [--json out.json] [--no-build]\n' +
      '                                 [--keep-reports dir] [--host-page] [--check]',
  );
  process.exit(2);
}

function parseOptions(argv) {
  const options = {
    runs: 3,
    paths: [APP_PATH],
    json: undefined,
    build: true,
    keepReports: undefined,
    hostPage: false,
    check: false,
  };
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    let inline;
    if (/^--[\w-]+=/.test(arg))
      [arg, inline] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') usage(`${arg} needs a value`);
      return v;
    };
    switch (arg) {
      case '--runs': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1) usage('--runs must be a whole number from 1');
        options.runs = n;
        break;
      }
      case '--url': {
        const path = value();
        if (!path.startsWith('/')) usage(`--url takes a path like /chatQueue (got "${path}")`);
        if (!options.paths.includes(path)) options.paths.push(path);
        break;
      }
      case '--json':
        options.json = value();
        break;
      case '--keep-reports':
        options.keepReports = value();
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--host-page':
        options.hostPage = true;
        break;
      case '--check':
        options.check = true;
        break;
      case '--help':
      case '-h':
        usage('measures /chatQueue and the floor with Lighthouse (see the header of this file)');
        break;
      default:
        usage(`unknown option ${arg}`);
    }
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Processes

const log = (line) => process.stderr.write(`${line}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

const exited = (child) =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

/** SIGTERM, then SIGKILL if it has not gone within 5 s. */
async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const gone = await Promise.race([exited(child).then(() => true), sleep(5000)]);
  if (!gone) {
    child.kill('SIGKILL');
    await exited(child);
  }
}

async function waitForHttp(url, child, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what}: ${url} did not answer within ${timeoutMs / 1000} s`);
}

function run(command, args, env) {
  return new Promise((done, reject) => {
    // stdout goes to stderr: stdout is the report's.
    const child = spawn(command, args, { env, stdio: ['ignore', 2, 2] });
    state.children.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      state.children.delete(child);
      if (code === 0) done();
      else reject(new Error(`${args.join(' ')} failed (${code ?? signal})`));
    });
  });
}

/** What has to be stopped when the report ends, however it ends. */
const state = {
  children: new Set(),
  /** Chromium being launched, and the one Lighthouse drives. */
  launching: undefined,
  chrome: undefined,
  dataDir: undefined,
  stopping: false,
};

async function cleanup() {
  // chrome-launcher's kill() is synchronous: SIGKILL to Chromium's process group.
  const launched = await state.launching?.catch(() => undefined);
  for (const chrome of new Set([state.chrome, launched])) {
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
  }
  state.launching = undefined;
  state.chrome = undefined;
  await Promise.all([...state.children].map((child) => stopChild(child)));
  state.children.clear();
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  state.dataDir = undefined;
}

// ---------------------------------------------------------------------------------------------
// Figures from one Lighthouse result

const sum = (values) => values.reduce((a, b) => a + b, 0);

function median(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function mostFrequent(values) {
  const counts = new Map();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function figures(lhr, appOrigin) {
  const audits = lhr.audits;
  const numeric = (id) => audits[id]?.numericValue ?? null;
  const pageUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  const origin = new URL(pageUrl).origin;
  const ownJs = (url) => {
    try {
      const u = new URL(url);
      return u.origin === origin && /\.m?js$/.test(u.pathname);
    } catch {
      return false;
    }
  };

  // bootup-time: the page's own script with the most script evaluation.
  const bootup = (audits['bootup-time']?.details?.items ?? [])
    .filter((item) => ownJs(item.url))
    .sort((a, b) => b.scripting - a.scripting);
  const largest = bootup[0];

  // long-tasks: the table shows 20; debugData has every one, with its attributable URL.
  const debug = audits['long-tasks']?.details?.debugData;
  const longTasks = (debug?.tasks ?? [])
    .map((task) => ({
      duration: task.duration,
      startTime: task.startTime,
      url: debug.urls?.[task.urlIndex] ?? null,
    }))
    .sort((a, b) => b.duration - a.duration);

  const requests = audits['network-requests']?.details?.items ?? [];
  const bytes = (items) => sum(items.map((r) => r.transferSize ?? 0));
  const originOf = (url) => {
    try {
      return new URL(url).origin;
    } catch {
      return '';
    }
  };
  const widget = requests.find(
    (r) => originOf(r.url) === appOrigin && /\/widget\.js(\?|$)/.test(r.url),
  );

  return {
    url: pageUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    largestScriptUrl: largest?.url ?? null,
    largestScriptEval: largest?.scripting ?? null,
    bootup: bootup.slice(0, 5).map((i) => ({
      url: i.url,
      scripting: i.scripting,
      parse: i.scriptParseCompile,
      total: i.total,
    })),
    longestTask: longTasks[0]?.duration ?? 0,
    longestTaskUrl: longTasks[0]?.url ?? null,
    longTaskCount: longTasks.length,
    longTasks: longTasks.slice(0, 10),
    jsBytes: bytes(requests.filter((r) => r.resourceType === 'Script')),
    totalBytes: bytes(requests),
    appOriginBytes: bytes(requests.filter((r) => originOf(r.url) === appOrigin)),
    requests: requests.length,
    widgetStatus: widget ? (widget.finished === false ? 'unfinished' : widget.statusCode) : null,
    failedAudits: lhr.categories.accessibility
      ? lhr.categories.accessibility.auditRefs
          .filter(
            (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1,
          )
          .map((ref) => ref.id)
      : [],
  };
}

const FIELDS = [
  'performance',
  'accessibility',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'speedIndex',
  'largestScriptEval',
  'longestTask',
  'jsBytes',
  'longTaskCount',
  'totalBytes',
  'appOriginBytes',
];

function medians(runs) {
  const ok = runs.filter((r) => !r.runtimeError);
  const result = Object.fromEntries(FIELDS.map((f) => [f, median(ok.map((r) => r[f]))]));
  result.largestScriptUrl = mostFrequent(ok.map((r) => r.largestScriptUrl));
  result.longestTaskUrl = mostFrequent(ok.map((r) => r.longestTaskUrl));
  result.runs = ok.length;
  return result;
}

// ---------------------------------------------------------------------------------------------
// Printing

const fixed =
  (digits, scale = 1) =>
  (v) =>
    v === null ? 'n/a' : (v / scale).toFixed(digits);
const COLUMNS = [
  ['perf', 'performance', fixed(2)],
  ['a11y', 'accessibility', fixed(2)],
  ['FCP s', 'fcp', fixed(2, 1000)],
  ['LCP s', 'lcp', fixed(2, 1000)],
  ['TBT ms', 'tbt', fixed(0)],
  ['CLS', 'cls', fixed(3)],
  ['SI s', 'speedIndex', fixed(2, 1000)],
  ['largest JS eval ms', 'largestScriptEval', fixed(0)],
  ['longest task ms', 'longestTask', fixed(0)],
  ['JS kB', 'jsBytes', fixed(1, 1024)],
  ['long tasks', 'longTaskCount', (v) => (v === null ? 'n/a' : String(Math.round(v * 10) / 10))],
];

function table(rows) {
  const header = ['page', ...COLUMNS.map(([title]) => title)];
  const lines = rows.map(([name, cells]) => [name, ...cells]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.map(line),
  ].join('\n');
}

const ratio = (a, b) =>
  a === null || b === null ? 'n/a' : b === 0 ? (a === 0 ? '1.00x' : '–') : `${(a / b).toFixed(2)}x`;

function targets(app, floor) {
  const perfFloor = floor.performance === null ? null : floor.performance - 0.03;
  const checks = [
    [
      `performance ${fixed(2)(app.performance)} >= 0.95 and >= floor ${fixed(2)(floor.performance)} - 0.03`,
      app.performance !== null &&
        app.performance >= 0.95 &&
        (perfFloor === null || app.performance >= perfFloor - 1e-9),
    ],
    [`TBT ${fixed(0)(app.tbt)} ms <= 100 ms`, app.tbt !== null && app.tbt <= 100],
    [`LCP ${fixed(2, 1000)(app.lcp)} s <= 2.5 s`, app.lcp !== null && app.lcp <= 2500],
    [`CLS ${fixed(3)(app.cls)} <= 0.02`, app.cls !== null && app.cls <= 0.02],
    [
      `longest task ${fixed(0)(app.longestTask)} ms <= 200 ms` +
        (app.longestTaskUrl
          ? ` (attributed to ${app.longestTaskUrl.replace(/^https?:\/\/[^/]+/, '')})`
          : ''),
      app.longestTask !== null && app.longestTask <= 200,
    ],
    [`accessibility ${fixed(2)(app.accessibility)} = 1.00`, app.accessibility === 1],
  ];
  return checks.map(([text, ok]) => ({ text, ok }));
}

// ---------------------------------------------------------------------------------------------
// The report

async function main() {
  const options = parseOptions(process.argv.slice(2));
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      state.stopping = true;
      log(`\n${signal}: stopping the servers and Chromium ...`);
      cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  try {
    const code = await report(options);
    await cleanup();
    process.exit(code);
  } catch (error) {
    // Chromium killed under Lighthouse's feet: the signal handler is already cleaning up.
    if (interrupted) return;
    console.error(error instanceof Error ? error.stack : error);
    await cleanup();
    process.exit(1);
  }
}

async function report(options) {
  const began = Date.now();
  if (options.build) {
    log(
      'building the production client and server (npm run build:server; skipped when up to date) ...',
    );
    await run(process.execPath, ['scripts/start.mjs', '--build-only'], {
      ...process.env,
      DIST_DIR: DIST,
    });
    log(`building the floor into ${FLOOR_OUT} ...`);
    const { build } = await import('vite');
    await build({
      configFile: 'vite.config.ts',
      mode: 'production',
      logLevel: 'warn',
      root: 'bench/floor',
      build: { outDir: join(root, FLOOR_OUT), emptyOutDir: true },
    });
  }
  for (const file of [join(DIST, 'index.html'), SERVER_MAIN, join(FLOOR_OUT, 'index.html')]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing${options.build ? '' : ' (--no-build)'}`);
  }
  const widgetBuilt = existsSync(join(DIST, 'widget.js'));

  const [appPort, staticPort] = [await freePort(), await freePort()];
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const staticOrigin = `http://127.0.0.1:${staticPort}`;

  state.dataDir = mkdtempSync(join(tmpdir(), 'webchat-lighthouse-data-'));
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: state.dataDir,
      DIST_DIR: DIST,
      LOG_LEVEL: 'warn',
      // The host pages frame the widget from the static server's origin.
      EMBED_ORIGINS: staticOrigin,
    },
    stdio: ['ignore', 2, 2],
  });
  state.children.add(server);
  const statics = spawn(
    process.execPath,
    [
      fileURLToPath(import.meta.url),
      '--static-server',
      String(staticPort),
      FLOOR_OUT,
      HOST_DIR,
      appOrigin,
    ],
    { stdio: ['ignore', 2, 2] },
  );
  state.children.add(statics);
  await waitForHttp(`${appOrigin}${APP_PATH}`, server, 'the reference server');
  await waitForHttp(`${staticOrigin}/`, statics, 'the static server');
  log(
    `reference server ${appOrigin} (pid ${server.pid}), floor ${staticOrigin} (pid ${statics.pid})`,
  );

  // A host page on another origin loads widget.js as a no-cors script: a CORP of same-origin
  // (hono's secureHeaders default) blocks it.
  let widgetWarning;
  if (options.hostPage && widgetBuilt) {
    const response = await fetch(`${appOrigin}/widget.js`);
    const corp = response.headers.get('cross-origin-resource-policy');
    if (!response.ok) widgetWarning = `GET /widget.js answers ${response.status}`;
    else if (corp === 'same-origin')
      widgetWarning =
        'widget.js is served with Cross-Origin-Resource-Policy: same-origin, so a host page on ' +
        'another origin cannot load it (the with-widget figures then measure a blocked script)';
    if (widgetWarning) log(`warning: ${widgetWarning}`);
  }

  const pages = [
    ...options.paths.map((path) => ({ key: path, kind: 'app', url: `${appOrigin}${path}` })),
    { key: 'floor', kind: 'floor', url: `${staticOrigin}/` },
  ];
  if (options.hostPage) {
    pages.push({ key: 'host: plain', kind: 'host', url: `${staticOrigin}/host/plain.html` });
    if (widgetBuilt)
      pages.push({
        key: 'host: with widget',
        kind: 'host',
        url: `${staticOrigin}/host/with-widget.html`,
      });
  }

  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const { CHROMIUM_PATH, CHROMIUM_ARGS } = await import('../scripts/chromium.mjs');
  if (options.keepReports) mkdirSync(options.keepReports, { recursive: true });

  const STOPPED = Symbol('stopped');
  /** One Lighthouse run in a fresh Chromium. */
  async function runOnce(url) {
    state.launching = launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS,
      handleSIGINT: false,
    });
    const chrome = await state.launching;
    state.launching = undefined;
    // Stopped while it started: cleanup() waited for it and killed it.
    if (state.stopping) return STOPPED;
    state.chrome = chrome;
    try {
      return await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
    } finally {
      // cleanup() may have killed it already.
      if (state.chrome === chrome) {
        state.chrome = undefined;
        chrome.kill();
      }
    }
  }

  const results = new Map(pages.map((page) => [page.key, []]));
  let lighthouseVersion;
  let userAgent;
  for (let i = 1; i <= options.runs; i++) {
    for (const page of pages) {
      const started = Date.now();
      process.stderr.write(`run ${i}/${options.runs} ${page.key} ... `);
      let result;
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on this noisy machine:
      // such a run measures nothing, so it is run again (twice at most) rather than counted.
      for (let attempt = 1; attempt <= 3; attempt++) {
        result = await runOnce(page.url);
        if (result === STOPPED) return 1;
        const runtimeError = result?.lhr?.runtimeError?.code;
        if (!runtimeError || attempt === 3) break;
        process.stderr.write(`${runtimeError}, again ... `);
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const { lhr } = result;
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment?.hostUserAgent;
      const f = figures(lhr, appOrigin);
      results.get(page.key).push(f);
      if (options.keepReports) {
        const slug = page.key.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'root';
        writeFileSync(join(options.keepReports, `${i}-${page.kind}-${slug}.json`), result.report);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      log(
        f.runtimeError
          ? `error: ${f.runtimeError} (${seconds} s)`
          : `perf ${fixed(2)(f.performance)}, LCP ${fixed(2, 1000)(f.lcp)} s, TBT ${fixed(0)(f.tbt)} ms, ` +
              `longest task ${fixed(0)(f.longestTask)} ms (${seconds} s)`,
      );
    }
  }

  const summary = Object.fromEntries(
    pages.map((page) => [page.key, medians(results.get(page.key))]),
  );
  const floor = summary.floor;
  const row = (m) => COLUMNS.map(([, field, format]) => format(m[field]));
  const rows = [];
  for (const path of options.paths) rows.push([`app ${path}`, row(summary[path])]);
  rows.push(['floor (bare React 19)', row(floor)]);
  for (const path of options.paths)
    rows.push([
      `ratio app/floor ${options.paths.length > 1 ? path : ''}`.trim(),
      COLUMNS.map(([, field]) => ratio(summary[path][field], floor[field])),
    ]);

  const out = [];
  out.push(
    `Lighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4x CPU), medians of ${options.runs} run(s) per page`,
  );
  out.push('');
  out.push(table(rows));
  out.push('');
  out.push(
    'largest JS eval: script evaluation (bootup-time) of the page script that evaluates longest:',
  );
  for (const path of options.paths)
    out.push(`- app ${path}: ${summary[path].largestScriptUrl ?? 'n/a'}`);
  out.push(`- floor: ${floor.largestScriptUrl ?? 'n/a'}`);
  out.push(
    'long tasks: top-level tasks of 50 ms or more in simulated time (4x CPU), from long-tasks; ' +
      'longest task 0 = none; JS kB = transferred (network-requests, Script).',
  );

  const failedA11y = new Set(
    options.paths.flatMap((path) => results.get(path).flatMap((r) => r.failedAudits)),
  );
  if (failedA11y.size)
    out.push(`accessibility audits that failed on the app: ${[...failedA11y].join(', ')}`);

  let missed = false;
  const checks = {};
  for (const path of options.paths) {
    checks[path] = targets(summary[path], floor);
    out.push('');
    out.push(`Targets for ${path} (medians):`);
    for (const { text, ok } of checks[path]) {
      out.push(`- ${ok ? 'ok  ' : 'MISS'} ${text}`);
      if (!ok) missed = true;
    }
  }

  let host;
  if (options.hostPage) {
    out.push('');
    out.push(
      'Host page (bench/host, plain article) with and without the widget snippet (medians):',
    );
    const plain = summary['host: plain'];
    const withWidget = summary['host: with widget'];
    const kB = fixed(1, 1024);
    const hostRow = (name, m) =>
      `| ${name} | ${fixed(0)(m.tbt)} | ${kB(m.totalBytes)} | ${kB(m.appOriginBytes)} | ${kB(m.jsBytes)} | ${fixed(2, 1000)(m.lcp)} |`;
    out.push('| page | TBT ms | transferred kB | from app origin kB | JS kB | LCP s |');
    out.push('|---|---:|---:|---:|---:|---:|');
    out.push(hostRow('plain', plain));
    if (!withWidget) {
      out.push('');
      out.push(`widget.js not built yet (${DIST}/widget.js is missing): no with-widget figures`);
      host = { plain, widgetBuilt: false };
    } else {
      out.push(hostRow('with widget', withWidget));
      const delta = (field) => (withWidget[field] ?? 0) - (plain[field] ?? 0);
      out.push(
        `| delta | ${delta('tbt').toFixed(0)} | ${kB(delta('totalBytes'))} | ${kB(delta('appOriginBytes'))} | ${kB(delta('jsBytes'))} | ${(delta('lcp') / 1000).toFixed(2)} |`,
      );
      if (widgetWarning) out.push(`warning: ${widgetWarning}`);
      const statuses = results.get('host: with widget').map((r) => r.widgetStatus);
      if (!statuses.every((s) => s === 200))
        out.push(
          `warning: widget.js request status per run: ${statuses.map(String).join(', ')} (blocked or failed?)`,
        );
      host = {
        plain,
        withWidget,
        widgetBuilt: true,
        widgetWarning,
        tbtDelta: delta('tbt'),
        bytesDelta: delta('totalBytes'),
        appOriginBytesDelta: delta('appOriginBytes'),
      };
    }
  }

  console.log(out.join('\n'));
  log(`\ndone in ${((Date.now() - began) / 60000).toFixed(1)} min (${userAgent ?? 'Chromium'})`);

  if (options.json) {
    const raw = {
      date: new Date().toISOString(),
      lighthouseVersion,
      userAgent,
      runs: options.runs,
      pages: pages.map((page) => ({
        key: page.key,
        kind: page.kind,
        url: page.url,
        median: summary[page.key],
        runs: results.get(page.key),
      })),
      checks,
      host,
    };
    mkdirSync(dirname(resolve(options.json)), { recursive: true });
    writeFileSync(options.json, `${JSON.stringify(raw, null, 2)}\n`);
    log(`figures written to ${options.json}`);
  }
  return options.check && missed ? 1 : 0;
}

// Last, once every const above is initialised.
if (process.argv[2] === '--static-server') {
  const [port, floorDir, hostDir, appOrigin] = process.argv.slice(3);
  serveStatic(Number(port), floorDir, hostDir, appOrigin);
} else {
  await main();
}
