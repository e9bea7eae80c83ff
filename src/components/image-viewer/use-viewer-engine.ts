import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useReducedMotion } from '@/components/theme';
import { VIEWER } from './constants';
import type { GalleryItem } from './types';
import { createViewerEngine, type SettledZoom } from './viewer-engine';
import type { Size } from './zoom-level';

/** Natural size: the item's w/h when given, else what the loaded image measured. */
export function sizeOf(item: GalleryItem | undefined, measured: Record<string, Size>): Size | null {
  if (!item) return null;
  if (item.w && item.h && item.w > 0 && item.h > 0) return { width: item.w, height: item.h };
  return measured[item.src] ?? null;
}

/**
 * One engine per opening, fed with the geometry, reset for each new picture, attached to the
 * elements it moves. React keeps only what the chrome shows: sizes and the settled zoom.
 */
export function useViewerEngine(items: readonly GalleryItem[], index: number, viewport: Size) {
  const reducedMotion = useReducedMotion();
  const [engine] = useState(createViewerEngine);
  const [zoom, setZoom] = useState<SettledZoom>({ scale: 1, maxScale: VIEWER.maxSpreadZoom });
  const [measured, setMeasured] = useState<Record<string, Size>>({});
  const size = useMemo(() => sizeOf(items[index], measured), [items, index, measured]);
  const rootRef = useRef<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const onSettledZoom = (next: SettledZoom) =>
      setZoom((previous) =>
        previous.scale === next.scale && previous.maxScale === next.maxScale ? previous : next,
      );
    engine.configure({ reducedMotion, onSettledZoom });
  }, [engine, reducedMotion]);
  useLayoutEffect(() => engine.setGeometry({ size, viewport }), [engine, size, viewport]);
  useLayoutEffect(() => engine.reset(), [engine, index]);

  const attachRoot = useCallback(
    (element: HTMLDivElement | null) => {
      rootRef.current = element;
      engine.attach({ root: element });
    },
    [engine],
  );
  const attachStrip = useCallback(
    (element: HTMLDivElement | null) => engine.attach({ strip: element }),
    [engine],
  );
  const attachPicture = useCallback(
    (element: HTMLDivElement | null) => engine.attach({ image: element }),
    [engine],
  );
  const onMeasure = useCallback(
    (at: number, natural: Size) => {
      const src = items[at]?.src;
      if (src)
        setMeasured((previous) => (previous[src] ? previous : { ...previous, [src]: natural }));
    },
    [items],
  );

  return {
    engine,
    zoom,
    size,
    measured,
    rootRef,
    attachRoot,
    attachStrip,
    attachPicture,
    onMeasure,
  };
}
