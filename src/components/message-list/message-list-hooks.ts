import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { useTranslation } from 'react-i18next';
import { dayLabel, dayRange, isAtBottom } from './message-list-model';

/** Asks for older items once at a time; the returned flag drives the loading row. */
export function useLoadOlder(hasMore: boolean, onLoadOlder?: () => Promise<unknown>) {
  const [loading, setLoading] = useState(false);
  // Virtuoso can report the top twice before the state above commits.
  const inFlight = useRef(false);
  const startReached = useCallback(() => {
    if (!hasMore || !onLoadOlder || inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    onLoadOlder()
      // The caller owns error reporting; the list only needs to know loading has ended.
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
        setLoading(false);
      });
  }, [hasMore, onLoadOlder]);
  return [loading, startReached] as const;
}

/** Scrolls `delayMs` after each new `loadedAt`, once the history's rows have been measured. */
export function useHistoryScroll(
  loadedAt: number | undefined,
  scroll: () => void,
  delayMs: number,
) {
  useEffect(() => {
    if (loadedAt === undefined) return;
    const timer = setTimeout(scroll, delayMs);
    return () => clearTimeout(timer);
  }, [loadedAt, scroll, delayMs]);
}

/** Labels day separators; "today" moves on at midnight without a remount. */
export function useDayLabel(texts: { today: string; yesterday: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), dayRange(now).end - Date.now() + 1000);
    return () => clearTimeout(timer);
  }, [now]);
  const { today, yesterday } = texts;
  const locale = i18n.language;
  return useCallback(
    (dayStart: number) => dayLabel(dayStart, now, { locale, today, yesterday }),
    [now, locale, today, yesterday],
  );
}

/** Frames a re-pin watches the list's end for, at most, while its rows are measured. */
const MAX_PIN_FRAMES = 60;
const END = { index: 'LAST', align: 'end' } as const;
/** What the reader does to scroll: any of these ends a re-pin, so their next move up counts. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Whether the reader sits at the bottom (SPEC's slack), judged from the scroller after each of
 * their scroll events: rows growing or being re-measured never fire one, and a scroll that does
 * not move up never takes the reader away from the bottom, so neither can flip it.
 * The ref follows every frame; `onChange` hears only the rare crossings.
 *
 * A reader at the bottom stays there when rows grow (a picture arriving) or the list's box
 * shrinks: the list re-pins to its last row and watches its real end each frame until it holds.
 * Virtuoso's scroll to the last row alone is not enough: it works from the sizes it has, and
 * while it renders the grown rows its content is briefly shorter, so the browser clamps the
 * scroll a row or more above the end (seen every time a late picture loads; under load, when a
 * new row is measured taller than estimated). Such a clamp moves the scroller up without the
 * reader: while a re-pin runs, only the reader's own input (wheel, touch, key, pointer) ends it.
 */
export function useReaderAtBottom(
  virtuoso: RefObject<VirtuosoHandle | null>,
  onChange: (atBottom: boolean) => void,
) {
  const atBottom = useRef(true);
  const element = useRef<HTMLElement | null>(null);
  const detach = useRef<(() => void) | null>(null);
  const pinFrame = useRef<number | null>(null);

  const stopPin = useCallback(() => {
    if (pinFrame.current !== null) cancelAnimationFrame(pinFrame.current);
    pinFrame.current = null;
  }, []);
  const pin = useCallback(() => {
    const target = element.current;
    if (!target || !atBottom.current) return;
    virtuoso.current?.scrollToIndex(END);
    if (pinFrame.current !== null) return;
    let frames = 0;
    let held = 0;
    let lastTop = Number.NaN;
    const check = () => {
      pinFrame.current = null;
      if (!atBottom.current || !target.isConnected) return;
      if (!isAtBottom(target, 1)) {
        held = 0;
        // Virtuoso's last scroll did not move it: its sizes are behind the page's, go to the
        // scroller's own end.
        if (target.scrollTop === lastTop) target.scrollTop = target.scrollHeight;
        else virtuoso.current?.scrollToIndex(END);
      } else held += 1;
      lastTop = target.scrollTop;
      if (held < 2 && ++frames < MAX_PIN_FRAMES) pinFrame.current = requestAnimationFrame(check);
    };
    pinFrame.current = requestAnimationFrame(check);
  }, [virtuoso]);

  const scrollerRef = useCallback(
    (node: HTMLElement | Window | null) => {
      detach.current?.();
      detach.current = null;
      stopPin();
      element.current = node instanceof HTMLElement ? node : null;
      const target = element.current;
      if (!target) return;
      let lastTop = target.scrollTop;
      const onScroll = () => {
        const top = target.scrollTop;
        const movedUp = top < lastTop;
        lastTop = top;
        const now = isAtBottom(target);
        // Only the reader leaves the bottom, by moving up. The list's own scrolls while it
        // settles (opening at the newest row, rows measured taller than estimated, a font
        // arriving) move it down or not at all, short of the bottom for a frame; a re-pin's
        // clamp moves it up. Neither may strand a reader who was there: it re-pins instead.
        if (!now && (!movedUp || pinFrame.current !== null)) {
          pin();
          return;
        }
        if (now === atBottom.current) return;
        atBottom.current = now;
        onChange(now);
      };
      target.addEventListener('scroll', onScroll, { passive: true });
      for (const type of READER_INPUT) target.addEventListener(type, stopPin, { passive: true });
      // The list's own box shrinking (a queue card or banner above it, the phone's keyboard)
      // keeps its scroll offset, which hides the newest rows: a reader who was at the bottom
      // stays there. No scroll event says so, hence the observer.
      let height = target.clientHeight;
      const resized =
        typeof ResizeObserver === 'undefined'
          ? undefined
          : new ResizeObserver(() => {
              const now = target.clientHeight;
              if (now < height) pin();
              height = now;
            });
      resized?.observe(target);
      detach.current = () => {
        target.removeEventListener('scroll', onScroll);
        for (const type of READER_INPUT) target.removeEventListener(type, stopPin);
        resized?.disconnect();
        stopPin();
      };
    },
    [onChange, pin, stopPin],
  );
  // A row that grows at the bottom (a picture arriving) keeps a reader who was there at the
  // bottom; anyone scrolled up stays put (Virtuoso keeps rows above them from shifting).
  return { scrollerRef, element, onHeightChange: pin };
}

/** Frames a list may stay hidden while Virtuoso positions it at its newest row (it takes 4). */
const MAX_POSITIONING_FRAMES = 30;

/**
 * Virtuoso's itemsRendered, calling `onRowsShown` once the first rows are painted. Rendered is
 * not shown: opening at the newest row, Virtuoso keeps its item list hidden for a few frames
 * while it scrolls there.
 */
export function useRowsShown(
  onRowsShown: (() => void) | undefined,
  scroller: RefObject<HTMLElement | null>,
) {
  const callback = useRef(onRowsShown);
  useEffect(() => {
    callback.current = onRowsShown;
  }, [onRowsShown]);
  const done = useRef(false);
  return useCallback(
    (items: readonly unknown[]) => {
      if (done.current || items.length === 0) return;
      done.current = true;
      let frames = 0;
      const check = () => {
        const list = scroller.current?.querySelector<HTMLElement>(
          '[data-testid="virtuoso-item-list"]',
        );
        if (list?.style.visibility === 'hidden' && frames++ < MAX_POSITIONING_FRAMES)
          return void requestAnimationFrame(check);
        // The frame that shows them, and the next one: a paint is presented a little after its
        // frame's task, and what the callback starts (reads, chunks) should not come before it.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => callback.current?.(), 0)),
        );
      };
      check();
    },
    [scroller],
  );
}
