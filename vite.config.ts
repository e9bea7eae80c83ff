import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { firstWaveChunk } from './scripts/first-wave';
import { precompress } from './scripts/precompress';
import { retryImports } from './scripts/retry-imports';
import { filesNeedingIsolation } from './scripts/test-isolation';

/** The browser side's unit tests (jsdom, MSW, Testing Library). */
const WEB_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/lint/**/*.test.ts',
  'tests/contract/**/*.test.ts',
];
const ISOLATED_WEB_TESTS = filesNeedingIsolation(WEB_TESTS);

const firstWave = firstWaveChunk(
  [
    /src[\\/]features[\\/]chat[\\/]components[\\/]conversation\.tsx$/,
    /src[\\/]features[\\/]visitor-chat[\\/]model[\\/]visitor-session\.ts$/,
    // The composer's microphone (the recorder itself loads on its first press).
    /src[\\/]features[\\/]chat[\\/]voice[\\/]voice-control\.tsx$/,
  ],
  'chat-live',
);
const TONE = /src[\\/]lib[\\/]tone[\\/]/;
/** The rating texts, shared by the visitor's rating form, the console and the review screen. */
const RATING_TEXTS = /src[\\/]lib[\\/]i18n[\\/]locales[\\/]features[\\/]rating\.ts$/;
/**
 * The call engine's modules: all of src/features/call/model but the stand-in, what follows a
 * side's store (side-call: it comes with the session) and the view.
 */
const CALL_ENGINE =
  /src[\\/]features[\\/]call[\\/]model[\\/](?!lazy-call-engine|side-call\.|call-view\.)[^\\/]+\.ts$/;

export default defineConfig({
  // SPEC: served under a base path; '/' unless WEBCHAT_BASE says otherwise (e.g. '/webchat/').
  base: process.env.WEBCHAT_BASE ?? '/',
  plugins: [react(), retryImports(), precompress()],
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
      // What the visitor's chat fetches once its screen has painted (the conversation and the
      // session model) comes as one file, not ten requests queued on a phone's six connections.
      output: {
        experimentalMinChunkSize: 8_000,
        manualChunks: (id, meta) =>
          // The call's engine (state machine, WebRTC, media) comes when a conversation with the
          // other party begins. Left to the small-chunk merge, it joined the rating texts' chunk
          // and came with every dialog that shows a rating.
          CALL_ENGINE.test(id)
            ? 'call-engine'
            : // The chime and the ring (shared by the console and the call's screens, 1 kB): merged
              // as a small shared chunk, it landed in the visitor's first load.
              TONE.test(id)
              ? 'tone'
              : // The rating texts (3 kB): alone under the small-chunk size, they were merged into
                // the visitor's first load.
                RATING_TEXTS.test(id)
                ? 'rating-texts'
                : firstWave(id, meta),
        onlyExplicitManualChunks: true,
      },
      treeshake: {
        // An icon is a value: one no chunk draws is dropped (action-icons.tsx holds twenty).
        manualPureFunctions: ['createIcon'],
        moduleSideEffects: (id: string, external: boolean) =>
          external || !/[\\/]src[\\/]/.test(id) || /[\\/]node_modules[\\/]/.test(id),
      },
    },
  },
  test: {
    globals: true,
    restoreMocks: true,
    // A user-event walk through a screen takes 1-3 s in jsdom and over 5 s (vitest's default)
    // on a 2-core CI machine that is also building: a timeout there is load, not a failure.
    testTimeout: 15_000,
    // vitest's default is one worker fewer than the cores: one on a 2-core machine. Two take the
    // suite from 12 to 7.5 minutes there (the work is mostly each file's jsdom and setup).
    maxWorkers: 2,
    css: false,
    // Only the 'web' project uses threads; the others keep forks, one fresh process per file.
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        // Files share a worker's modules and jsdom (scripts/test-isolation.ts says why that is
        // safe); the ones that replace modules or globals run in 'web-isolated'.
        extends: true,
        test: {
          name: 'web',
          environment: './tests/shared-jsdom.ts',
          setupFiles: ['./tests/setup.ts'],
          include: WEB_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED_WEB_TESTS],
          // Vitest 3 sets isolation per pool, not per project: this project's pool is the one
          // that does not isolate (poolOptions.threads above).
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ISOLATED_WEB_TESTS,
        },
      },
      {
        // The server's own tests need no DOM, no MSW and no screen texts: Node as it runs there.
        extends: true,
        test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] },
      },
      {
        // `npm run test:cluster`: the contract on several nodes over PostgreSQL and Redis (#20).
        extends: true,
        test: {
          name: 'cluster',
          environment: 'node',
          setupFiles: ['./tests/setup.ts'],
          include: ['tests/cluster/**/*.test.ts'],
        },
      },
    ],
  },
});
