import type { Environment } from 'vitest/environments';
import { builtinEnvironments } from 'vitest/environments';
import { installAnimationFrames, rememberRealTimers } from './shared-clock';

/**
 * jsdom, created once per worker and kept across the test files it runs (#38 item 3).
 *
 * The 'web' project runs its files without isolation (scripts/test-isolation.ts): a worker
 * imports the app's modules once, not once per file. Vitest still sets its jsdom up afresh for
 * every file, and whatever a first file imported kept the first document (Testing Library's
 * `screen`, styled-components' style sheet): the second file's queries found an empty page. So
 * the document lives as long as the worker; tests/setup.ts empties it after every test (and
 * storage, the backend, the stores), as it did before.
 */
let shared: Awaited<ReturnType<Environment['setup']>> | undefined;

export default {
  name: 'shared-jsdom',
  transformMode: 'web',
  async setup(global, options) {
    if (!shared) {
      shared = await builtinEnvironments.jsdom.setup(global, options);
      // Frames that survive a test's fake clock, and the timers each test must leave (tests/
      // shared-clock.ts says why).
      installAnimationFrames(global);
      rememberRealTimers(global);
    }
    // Torn down with the worker: the next file of this worker finds the same document.
    return { teardown: () => undefined };
  },
} satisfies Environment;
