// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Production sources: what ships (tests and stories, with their stories/ folders, are not counted). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'stories' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name)
      ? [relative(process.cwd(), path).replaceAll('\\', '/')]
      : [];
  });
}

const MAX_LINES = 250;
/** The marker a long file's first comment carries, followed by its reason. */
const REASON = /Why it is long: \S/;

/** The file's first comment (line or block), after its imports. */
function firstComment(text: string): string {
  const match = /(\/\*\*?[\s\S]*?\*\/|(?:^\/\/.*\n)+)/m.exec(text);
  return match?.[1] ?? '';
}

describe(`file length (#15: screens compose; no file over ${MAX_LINES} lines without a reason)`, () => {
  const all = [...sources('src'), ...sources('server')];

  it('finds the tree', () => {
    expect(all.length).toBeGreaterThan(200);
  });

  it(`gives every production file over ${MAX_LINES} lines a reason in its first comment`, () => {
    const long = all.filter((path) => readFileSync(path, 'utf8').split('\n').length > MAX_LINES);
    const unexplained = long.filter(
      (path) => !REASON.test(firstComment(readFileSync(path, 'utf8'))),
    );
    expect(unexplained).toEqual([]);
  });
});
