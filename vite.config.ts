/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';

/**
 * The visitor's routes (/, /chatQueue, /index/:project, /webchat) paint with the chat's route
 * chunk, found only once the entry has run: one more round trip before the first screen. A tiny
 * inline script in index.html hints it (`modulepreload`) with the entry, on those routes only, so
 * the console's pages fetch nothing extra. The session model and the conversation are not hinted:
 * they would share the phone's bandwidth with what paints; they follow when the screen mounts.
 */
function visitorRoutePreload(): Plugin {
  const roots = [/src\/features\/visitor-chat\/index\.ts$/];
  const chunksOf = (bundle: OutputBundle) =>
    Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  return {
    name: 'webchat:visitor-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: OutputChunk[], seen = new Set<string>()) => {
          const visit = (c: OutputChunk | undefined) => {
            if (!c || seen.has(c.fileName)) return;
            seen.add(c.fileName);
            c.imports.forEach((f) => visit(byFile.get(f)));
          };
          start.forEach(visit);
          return seen;
        };
        const entry = closure(chunks.filter((c) => c.isEntry));
        const wanted = chunks.filter((c) =>
          roots.some((r) => r.test(c.facadeModuleId ?? '') || c.moduleIds.some((id) => r.test(id))),
        );
        // Another page built with this config (bench/floor) has none of them.
        if (wanted.length === 0) return html;
        if (wanted.length < roots.length) throw new Error('a visitor route chunk is missing');
        const base = process.env.WEBCHAT_BASE ?? '/';
        const files = [...closure(wanted)].filter((f) => !entry.has(f)).map((f) => base + f);
        // Nothing to hint when the chat's screen is part of the entry (it is, see routes.tsx).
        if (files.length === 0) return html;
        const script =
          `(function(b,f){var p=location.pathname.slice(b.length-1);` +
          `if(!/^\\/($|chatQueue|index\\/|webchat)/.test(p))return;` +
          `f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';` +
          `l.href=h;document.head.appendChild(l)})})(${JSON.stringify(base)},${JSON.stringify(files)})`;
        return html.replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  // SPEC: served under a base path; '/' unless WEBCHAT_BASE says otherwise (e.g. '/webchat/').
  base: process.env.WEBCHAT_BASE ?? '/',
  plugins: [react(), visitorRoutePreload()],
  resolve: {
    alias: {
      '@server': fileURLToPath(new URL('./server', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { open: false },
  preview: { open: false },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      // Our own modules run nothing at import time that another module relies on (styled()
      // calls, schemas and texts are values): a module none of whose exports a chunk uses is
      // dropped, so a barrel (`@/components/dialog`) costs only what is taken from it. Packages
      // keep their own sideEffects field.
      // Shared bits of the lazy parts would otherwise come as dozens of sub-kilobyte chunks, each
      // a request and a round trip on a phone; small ones are merged into their importers.
      output: { experimentalMinChunkSize: 8_000 },
      treeshake: {
        moduleSideEffects: (id: string, external: boolean) =>
          external || !/[\\/]src[\\/]/.test(id) || /[\\/]node_modules[\\/]/.test(id),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/lint/**/*.test.ts',
      'tests/contract/**/*.test.ts',
    ],
    restoreMocks: true,
    css: false,
  },
});
