import { describe, expect, it } from 'vitest';
import { STORY_BUSY_ATTR, storyBusy, whenShown } from './story-busy';

const html = () => document.documentElement;
const frames = (n: number) =>
  Array.from({ length: n }).reduce<Promise<void>>(
    (p) => p.then(() => new Promise((resolve) => requestAnimationFrame(() => resolve()))),
    Promise.resolve(),
  );

describe('storyBusy', () => {
  it('marks the page busy until the story says its state shows, two frames later', async () => {
    const done = storyBusy();
    expect(html().getAttribute(STORY_BUSY_ATTR)).toBe('1');
    done();
    expect(html().hasAttribute(STORY_BUSY_ATTR)).toBe(true);
    await frames(3);
    expect(html().hasAttribute(STORY_BUSY_ATTR)).toBe(false);
  });

  it('counts two busy parts, and ending one twice ends it once', async () => {
    const first = storyBusy();
    const second = storyBusy();
    expect(html().getAttribute(STORY_BUSY_ATTR)).toBe('2');
    first();
    first();
    await frames(3);
    expect(html().getAttribute(STORY_BUSY_ATTR)).toBe('1');
    second();
    await frames(3);
    expect(html().hasAttribute(STORY_BUSY_ATTR)).toBe(false);
  });
});

describe('whenShown', () => {
  it('resolves once the state holds', async () => {
    let shown = false;
    const waiting = whenShown(() => shown);
    await frames(2);
    shown = true;
    await expect(waiting).resolves.toBeUndefined();
  });

  it('gives up after its time', async () => {
    const started = Date.now();
    await whenShown(() => false, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });
});
