import { statSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { longestFirst } from './tests/e2e/support/longest-first';

/** Starts the longest e2e files first (tests/e2e/support/longest-first.ts says why). */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byFile = new Map(files.map((spec) => [spec.moduleId, spec]));
    return longestFirst([...byFile.keys()], (file) => statSync(file).size).map((file) =>
      byFile.get(file)!,
    );
  }
}

/** Browser tests: Debian's Chromium driven by playwright-core against the built app and Ladle. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time (#38 item 3): every file has its own ports, data and browser, and most
    // of a browser test's time is waiting (for a page, a socket, a timer), not computing.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
