import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { formatGalleryHash, parseGalleryHash, stripGalleryHash } from './gallery-hash';
import type { ViewerEngine } from './viewer-engine';

interface HistoryState {
  /** We wrote the hash at least once during this opening. */
  written: boolean;
  /** …and did so with pushState, so closing from the UI goes back instead of leaving an entry. */
  pushed: boolean;
  /** A pid waiting for the running animation or gesture to settle. */
  pending: string | null;
}

export interface HistorySyncOptions {
  /** Open and not closing. */
  active: boolean;
  galleryId: string | number;
  pid: string;
  engine: ViewerEngine;
  /** Back (or any address change) removed our hash: close without touching history again. */
  onBack: () => void;
}

const isOurs = (galleryId: string | number) =>
  parseGalleryHash(window.location.hash)?.gid === String(galleryId);
const urlWithHash = (hash: string) => `${window.location.pathname}${window.location.search}${hash}`;

/**
 * PhotoSwipe v4 history.js: push `#&gid=…&pid=…` once on open, replace it on each slide change,
 * never write while an animation or gesture is running (the write waits for it to settle), and
 * treat Back as close. Returns `finish`, called when the close animation ends.
 */
export function useHistorySync({ active, galleryId, pid, engine, onBack }: HistorySyncOptions) {
  const ref = useRef<HistoryState>({ written: false, pushed: false, pending: null });

  const flush = useEffectEvent(() => {
    const s = ref.current;
    if (s.pending === null || !active || engine.isBusy()) return;
    const hash = formatGalleryHash(galleryId, s.pending, window.location.hash);
    s.pending = null;
    if (!s.written) {
      s.written = true;
      // Opened from an address that already has our hash (a deep link): nothing to push.
      if (isOurs(galleryId))
        window.history.replaceState(window.history.state, '', urlWithHash(hash));
      else {
        window.history.pushState(window.history.state, '', urlWithHash(hash));
        s.pushed = true;
      }
    } else if (window.location.hash !== hash) {
      window.history.replaceState(window.history.state, '', urlWithHash(hash));
    }
  });

  useEffect(() => {
    if (!active) return;
    ref.current.pending = pid;
    flush();
  }, [active, pid]);

  useEffect(() => engine.onSettle(() => flush()), [engine]);

  const handleAddressChange = useEffectEvent(() => {
    const s = ref.current;
    if (!s.written || isOurs(galleryId)) return;
    s.written = false;
    s.pushed = false;
    onBack();
  });

  useEffect(() => {
    if (!active) return;
    const listener = () => handleAddressChange();
    window.addEventListener('popstate', listener);
    window.addEventListener('hashchange', listener);
    return () => {
      window.removeEventListener('popstate', listener);
      window.removeEventListener('hashchange', listener);
    };
  }, [active]);

  return useCallback(() => {
    const s = ref.current;
    const pushed = s.pushed;
    Object.assign(s, { written: false, pushed: false, pending: null });
    // Back may already have removed the hash (closing because of it): then leave history alone.
    if (!isOurs(galleryId)) return;
    if (pushed) window.history.back();
    else {
      // Opened from an address that carried the hash: drop it without leaving the page.
      const base = stripGalleryHash(window.location.hash);
      window.history.replaceState(window.history.state, '', urlWithHash(base ? `#${base}` : ''));
    }
  }, [galleryId]);
}
