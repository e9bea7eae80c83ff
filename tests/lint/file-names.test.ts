// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under src/, as a path relative to the project. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const all = files('src').map((f) => relative(process.cwd(), f).replaceAll('\\', '/'));
const name = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** kebab-case words, then dotted suffixes (`message-row.styles.ts`, `use-resource.test.tsx`). */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
/** Locale files are named by their BCP 47 tag (zh-CN.ts). */
const LOCALE = /\/locales\/[a-z]{2}(?:-[A-Z]{2})?\.ts$/;

describe('file names (one convention, DESIGN.md)', () => {
  it('finds the tree', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('names every file in kebab-case (locale files by their language tag)', () => {
    expect(all.filter((path) => !KEBAB.test(name(path)) && !LOCALE.test(path))).toEqual([]);
  });

  it('names style modules after what they style: <name>.styles.ts, never styles.ts or x-styles.ts', () => {
    const styles = all.filter((path) => /styles\.tsx?$/.test(name(path)));
    expect(styles.length).toBeGreaterThan(10);
    expect(styles.filter((path) => !/^[a-z0-9-]+\.styles\.ts$/.test(name(path)))).toEqual([]);
  });
});
