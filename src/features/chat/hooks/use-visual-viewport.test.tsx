import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisualViewportHeight } from './use-visual-viewport';

class FakeViewport extends EventTarget {
  height = 844;
  offsetTop = 0;
}

const property = () => document.documentElement.style.getPropertyValue('--visual-viewport-height');

describe('useVisualViewportHeight', () => {
  let viewport: FakeViewport;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    viewport = new FakeViewport();
    vi.stubGlobal('visualViewport', viewport);
    vi.stubGlobal('innerHeight', 844);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The frame that paints the first render, and the one after it. */
  const paintFirstFrames = () => {
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersToNextFrame());
  };

  const resize = (height: number) =>
    act(() => {
      viewport.height = height;
      viewport.dispatchEvent(new Event('resize'));
    });

  it('leaves the layout on 100dvh while nothing covers the page, even after the first paint', () => {
    renderHook(() => useVisualViewportHeight());
    expect(property()).toBe('');
    paintFirstFrames();
    expect(property()).toBe('');
  });

  it('follows the keyboard: the visible height while it is up, the full height once it is down', () => {
    const { unmount } = renderHook(() => useVisualViewportHeight());
    resize(500);
    expect(property()).toBe('500px');
    resize(844);
    expect(property()).toBe('844px');
    unmount();
    expect(property()).toBe('');
  });

  it('reads a keyboard that was already up once the first frame has painted', () => {
    viewport.height = 420;
    renderHook(() => useVisualViewportHeight());
    expect(property()).toBe('');
    paintFirstFrames();
    expect(property()).toBe('420px');
  });

  it('keeps the shell pinned when the browser scrolls the page to a focused field', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderHook(() => useVisualViewportHeight());
    act(() => {
      viewport.offsetTop = 120;
      viewport.dispatchEvent(new Event('scroll'));
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
