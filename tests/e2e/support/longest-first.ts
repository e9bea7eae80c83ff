/**
 * The e2e files that take longest, longest first (seconds in the fresh-clone CI's timing table,
 * two files at a time): a pass over every story at each size, then the flows that wait on the
 * clock (a minute of chaos, a visitor's whole day). Started first, the two workers end together;
 * started last (Vitest's default puts small files last, and a story pass is a four-line file),
 * one worker ran the longest file alone for ten minutes.
 */
export const LONGEST_E2E = [
  'stories-desktop', // 779 s
  'stories-phone', // 719 s
  'visitor-flows', // 356 s
  'chaos', // 282 s
] as const;

const rank = (file: string) => {
  const name = /([^/]+)\.e2e\.ts$/.exec(file)?.[1] ?? '';
  const at = (LONGEST_E2E as readonly string[]).indexOf(name);
  return at < 0 ? LONGEST_E2E.length : at;
};

/** Orders e2e files: the known longest first, the rest largest file first. */
export function longestFirst(files: readonly string[], size: (file: string) => number): string[] {
  return [...files].sort((a, b) => rank(a) - rank(b) || size(b) - size(a) || a.localeCompare(b));
}
