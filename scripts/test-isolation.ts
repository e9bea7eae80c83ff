/**
 * Which unit test files need a module graph of their own (#38 item 3).
 *
 * Vitest gives every test file a fresh module graph and a fresh jsdom by default; on two cores
 * that cost more than the tests (the setup file imports MSW, the in-browser backend and every
 * text, again for each of some 230 files). Most files share nothing a later file could see:
 * tests/setup.ts resets the backend, the handlers, the stores, storage and the DOM after each
 * test. A file that replaces modules (`vi.mock`, `vi.doMock`, `vi.resetModules`), stubs globals or
 * environment variables, fakes the clock, or asks for another environment keeps a graph of its
 * own: read from its text, so a new file that does so is isolated without anyone listing it.
 * Redefining a property of `window`, `navigator`, `document` or `globalThis` with
 * Object.defineProperty stubs a global as well (chat-sending.test.tsx turns the network off that
 * way; in the shared pool its send pipeline's import now and then never settled).
 * (The shared jsdom's frames now survive a fake clock, tests/shared-clock.ts; shared, these files
 * still left a page behind them: an installed widget.js, history entries, the body's
 * pointer-events. Each is to be put back by setup before they join the pool.)
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';

const NEEDS_ISOLATION = new RegExp(
  [
    String.raw`\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(`,
    String.raw`@vitest-environment\b`,
    String.raw`\bObject\.defineProperty\(\s*(window|navigator|document|globalThis)\b`,
  ].join('|'),
);

export const needsIsolation = (source: string) => NEEDS_ISOLATION.test(source);

/** The files among `include` (globs from the project root) that need isolation. */
export function filesNeedingIsolation(include: readonly string[], cwd = process.cwd()): string[] {
  return globSync([...include], { cwd, ignore: ['**/node_modules/**'] })
    .filter((file) => needsIsolation(readFileSync(`${cwd}/${file}`, 'utf8')))
    .sort();
}
