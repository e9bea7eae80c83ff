import { useCallback, useEffect, useState } from 'react';
import { indexFromHash } from './gallery-hash';
import type { GalleryItem } from './types';

export interface GalleryHashState {
  open: boolean;
  index: number;
  onOpenChange: (open: boolean) => void;
  onIndexChange: (index: number) => void;
  /** Open at a picture (a thumbnail was clicked). */
  openAt: (index: number) => void;
}

const fromLocation = (galleryId: string | number, items: readonly GalleryItem[]) =>
  typeof window === 'undefined' ? null : indexFromHash(window.location.hash, galleryId, items);

/**
 * Opening the page with `#&gid=<galleryId>&pid=<pid>` (a reload, a shared link, Forward) opens
 * the viewer at that picture. Spread the result into ImageViewer (or its Root):
 * `<ImageViewer items galleryId {...useGalleryHash(galleryId, items)} />`.
 */
export function useGalleryHash(
  galleryId: string | number,
  items: readonly GalleryItem[],
): GalleryHashState {
  const [state, setState] = useState(() => {
    const index = fromLocation(galleryId, items);
    return { open: index !== null, index: index ?? 0 };
  });

  const sync = useCallback(() => {
    const index = fromLocation(galleryId, items);
    setState((previous) => {
      if (index !== null)
        return previous.open && previous.index === index ? previous : { open: true, index };
      return previous.open ? { ...previous, open: false } : previous;
    });
  }, [galleryId, items]);

  useEffect(() => {
    window.addEventListener('popstate', sync);
    window.addEventListener('hashchange', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('hashchange', sync);
    };
  }, [sync]);

  // Items that arrive after the page loaded (history fetched later) can still honour the hash.
  const [knownCount, setKnownCount] = useState(items.length);
  if (items.length !== knownCount) {
    setKnownCount(items.length);
    const index = knownCount === 0 && !state.open ? fromLocation(galleryId, items) : null;
    if (index !== null) setState({ open: true, index });
  }

  return {
    open: state.open,
    index: state.index,
    onOpenChange: useCallback(
      (open: boolean) => setState((previous) => ({ ...previous, open })),
      [],
    ),
    onIndexChange: useCallback(
      (index: number) => setState((previous) => ({ ...previous, index })),
      [],
    ),
    openAt: useCallback((index: number) => setState({ open: true, index }), []),
  };
}
