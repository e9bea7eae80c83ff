/**
 * A Vite plugin that lets a chunk the network failed to deliver be asked for again.
 *
 * Browsers that follow the HTML standard as it stood until 2025 (Chromium 150 among them) keep a
 * failed module fetch in the page's module map: every later `import()` of that URL fails at once
 * without asking the network, so a "retry" after the network came back retries nothing
 * (whatwg/html#6768, fixed by #10327, which browsers are still implementing). This plugin rewrites
 * every `import("./chunk.js")` the build emits into a call of a small function (one copy in the
 * entry chunk, which the others import; each chunk its own in a build of several entries) that
 * imports a URL that failed before under a fresh query (`chunk.js?retry=1`, then 2 ...).
 * The import keeps Rollup's mapping of the chunk's exports (`.then(m => m.x)`) and Vite's preload
 * of its dependencies, because the rewrite runs after both, on the finished chunk.
 *
 * What it cannot mend: a dependency of the chunk that failed too is imported by the chunk itself,
 * under its own URL, and stays failed until the page reloads. `src/lib/lazy` tells that case apart
 * and offers the reload.
 */
import { posix } from 'node:path';
import remapping from '@jridgewell/remapping';
import { parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import type { OutputAsset, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** The name of the appended function (and, with an `s`, of the page's failures on `globalThis`). */
export const RETRY_IMPORT = '__wcImport';
/** The query a fresh attempt adds: `?retry=<attempt>`. */
export const RETRY_QUERY = 'retry';

/** A chunk of this build, as Rollup names it in a dynamic import. */
const CHUNK = /^\.\.?\/[^"'\s]+\.js$/;

/** The dynamic imports of chunks in `code` (found by a lexer: text in strings is not code). */
function chunkImports(code: string) {
  return parse(code)[0].filter(
    (entry) => entry.type === 'dynamic' && entry.specifier && CHUNK.test(entry.specifier),
  );
}

/**
 * Function declarations are hoisted: the helper exists from the moment its module is
 * instantiated, before anything runs, so a chunk that imports it from the entry in a cycle, or
 * fires a dynamic import while it is still being evaluated, finds it. `b` is the importing
 * chunk's URL when it is not in the helper's folder; the failures are one map for the page.
 */
const HELPER =
  `\nfunction ${RETRY_IMPORT}(s,b){var u=new URL(s,b||import.meta.url).href,f=globalThis.${RETRY_IMPORT}s||` +
  `(globalThis.${RETRY_IMPORT}s=new Map),n=f.get(u)||0;` +
  `return import(n?u+"?${RETRY_QUERY}="+n:u).catch(function(e){f.set(u,n+1);throw e})}\n`;

/** Where a chunk finds the helper: its own copy, or the entry's (one copy for the page). */
export type HelperHome =
  { own: true; exported?: boolean } | { own: false; from: string; sameFolder: boolean };

const OWN: HelperHome = { own: true };

/** Rewrites one chunk's code; undefined when there is nothing to do. */
export function rewriteImports(code: string, home: HelperHome = OWN): MagicString | undefined {
  const s = new MagicString(code);
  const base = home.own || home.sameFolder ? '' : ',import.meta.url';
  let changed = false;
  for (const entry of chunkImports(code)) {
    s.overwrite(
      entry.importStart,
      entry.importEnd,
      `${RETRY_IMPORT}(${JSON.stringify(entry.specifier)}${base})`,
    );
    changed = true;
  }
  const exported = home.own && home.exported === true;
  if (!changed && !exported) return undefined;
  if (home.own) {
    // Before the source map comment, if the chunk already ends with one.
    const helper = exported ? `${HELPER}export{${RETRY_IMPORT}};\n` : HELPER;
    const comment = code.lastIndexOf('\n//# sourceMappingURL=');
    if (comment >= 0) s.appendLeft(comment, helper);
    else s.append(helper);
  } else {
    s.prepend(`import{${RETRY_IMPORT}}from${JSON.stringify(home.from)};`);
  }
  return s;
}

/** The chunks' homes: the page's one entry chunk holds the helper for all (or each its own). */
function homes(chunks: OutputChunk[]): Map<OutputChunk, HelperHome> {
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const entry = entries.length === 1 ? entries[0] : undefined;
  return new Map(
    chunks.map((chunk): [OutputChunk, HelperHome] => {
      if (!entry) return [chunk, OWN];
      if (chunk === entry) return [chunk, { own: true, exported: true }];
      const folder = posix.dirname(chunk.fileName);
      let from = posix.relative(folder, entry.fileName);
      if (!from.startsWith('.')) from = `./${from}`;
      return [chunk, { own: false, from, sameFolder: folder === posix.dirname(entry.fileName) }];
    }),
  );
}

export function retryImports(): Plugin {
  return {
    name: 'webchat:retry-imports',
    // The browser's build: the server's (an SSR build of the same config) loads from its disk.
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    generateBundle: {
      // After Vite's own pass, which finds each `import("./x.js")` to fill in what it preloads.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const needed = chunks.filter((chunk) => chunkImports(chunk.code).length > 0);
        if (needed.length === 0) return;
        for (const [chunk, home] of homes(chunks)) {
          if (!home.own && !needed.includes(chunk)) continue;
          const s = rewriteImports(chunk.code, home);
          if (s) update(chunk, s, bundle[`${chunk.fileName}.map`]);
        }
      },
    },
  };
}

function update(
  chunk: OutputChunk,
  s: MagicString,
  mapAsset: OutputAsset | OutputChunk | undefined,
) {
  chunk.code = s.toString();
  if (!chunk.map) return;
  const next = s.generateMap({ source: chunk.fileName, hires: 'boundary' });
  const combined = remapping([next.toString(), chunk.map.toString()], () => null);
  const map = Object.assign(chunk.map, {
    mappings: combined.mappings as string,
    names: combined.names,
    sources: combined.sources as string[],
    sourcesContent: combined.sourcesContent as string[],
  });
  if (mapAsset?.type === 'asset') mapAsset.source = map.toString();
}
