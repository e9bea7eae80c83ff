// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Production sources: what ships. Tests, stories (with their stories/ folders) and test support
 * (src/testing, server/testing) are not counted.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'stories' || entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name)
      ? [relative(process.cwd(), path).replaceAll('\\', '/')]
      : [];
  });
}

const MAX_LINES = 300;

/** Data, not code: the demo's content and the UI's words, as long as what they hold. */
const DATA_FILES = [
  'server/demo/seed.ts',
  'server/demo/seed-articles.ts',
  /^src\/lib\/i18n\/locales\//,
];

/** Lines as `wc -l` counts them: a final newline ends the last line, it starts no other. */
const lengthOf = (path: string) => readFileSync(path, 'utf8').split('\n').length - 1;
const isData = (path: string) =>
  DATA_FILES.some((entry) => (typeof entry === 'string' ? entry === path : entry.test(path)));

describe(`file length (#39 item 7: no production module over ${MAX_LINES} lines)`, () => {
  const all = [...sources('src'), ...sources('server')];

  it('finds the tree', () => {
    expect(all.length).toBeGreaterThan(200);
  });

  it(`has no production module over ${MAX_LINES} lines but the data files`, () => {
    const long = all.filter((path) => lengthOf(path) > MAX_LINES && !isData(path));
    expect(long).toEqual([]);
  });

  it('takes no excuse: the comment that let a long file pass is gone', () => {
    const excused = all.filter((path) => /Why it is long:/.test(readFileSync(path, 'utf8')));
    expect(excused).toEqual([]);
  });
});
