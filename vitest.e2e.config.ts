import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser tests: Debian's Chromium driven by playwright-core against the built app and Ladle. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one Chromium at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
  },
});
