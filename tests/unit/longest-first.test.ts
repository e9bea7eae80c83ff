import { describe, expect, it } from 'vitest';
import { LONGEST_E2E, longestFirst } from '../e2e/support/longest-first';

describe('the order of the e2e files (#38 item 3)', () => {
  const sizes: Record<string, number> = {
    '/p/tests/e2e/stories-phone.e2e.ts': 100,
    '/p/tests/e2e/stories-desktop.e2e.ts': 600,
    '/p/tests/e2e/chaos.e2e.ts': 16_000,
    '/p/tests/e2e/visitor-flows.e2e.ts': 20_000,
    '/p/tests/e2e/embed.e2e.ts': 9_000,
    '/p/tests/e2e/rating.e2e.ts': 4_000,
    '/p/tests/e2e/call.e2e.ts': 9_000,
  };
  const order = longestFirst(Object.keys(sizes), (file) => sizes[file]!).map(
    (file) => /([^/]+)\.e2e\.ts$/.exec(file)![1],
  );

  it('starts the story passes and the long flows first, however small their files', () => {
    expect(order.slice(0, LONGEST_E2E.length)).toEqual([...LONGEST_E2E]);
  });

  it('then the largest file first, ties by name', () => {
    expect(order.slice(LONGEST_E2E.length)).toEqual(['call', 'embed', 'rating']);
  });
});
