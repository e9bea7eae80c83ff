/**
 * Which unit test files need a module graph of their own (#38 item 3).
 *
 * Vitest gives every test file a fresh module graph and a fresh jsdom by default; on two cores
 * that cost more than the tests (the setup file imports MSW, the in-browser backend and every
 * text, again for each of some 230 files). Most files share nothing a later file could see:
 * tests/setup.ts resets the backend, the handlers, the stores, storage and the DOM after each
 * test. A file that replaces modules (`vi.mock`, `vi.doMock`, `vi.resetModules`), environment
 * variables read when a module loads (`vi.stubEnv`), or asks for another environment keeps a
 * graph of its own: read from its text, so a new file that does so is isolated without anyone
 * listing it. A fake clock and a stubbed global are shared safely: setup puts the clock back
 * after every test and the globals before every file, and the shared jsdom's animation frames
 * follow the clock now current (tests/shared-clock.ts).
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';

const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|resetModules|stubEnv)\(|@vitest-environment\b/;

export const needsIsolation = (source: string) => NEEDS_ISOLATION.test(source);

/** The files among `include` (globs from the project root) that need isolation. */
export function filesNeedingIsolation(include: readonly string[], cwd = process.cwd()): string[] {
  return globSync([...include], { cwd, ignore: ['**/node_modules/**'] })
    .filter((file) => needsIsolation(readFileSync(`${cwd}/${file}`, 'utf8')))
    .sort();
}
