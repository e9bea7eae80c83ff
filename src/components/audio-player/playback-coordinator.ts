import { useEffect, type RefObject } from 'react';

type Listener = (playing: HTMLMediaElement | null) => void;

// Module state on purpose: "one voice message at a time" is page-wide, whichever React tree
// (or plain script) started the playback.
let current: HTMLMediaElement | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(current);
}

/**
 * Makes `media` the one that plays and pauses whichever played before, so a visitor never
 * hears two voice messages, or a voice message over a video, at once.
 */
export function claimPlayback(media: HTMLMediaElement): void {
  if (current === media) return;
  const previous = current;
  current = media;
  previous?.pause();
  emit();
}

/** Gives up the claim (paused, ended, unmounted); a no-op if another element holds it. */
export function releasePlayback(media: HTMLMediaElement): void {
  if (current !== media) return;
  current = null;
  emit();
}

/** Pauses whatever plays, e.g. when a call starts or the chat closes. */
export function pauseAllPlayback(): void {
  current?.pause();
  if (current) releasePlayback(current);
}

/** The element that holds the claim, or null. */
export function currentPlayback(): HTMLMediaElement | null {
  return current;
}

/** Calls `listener` whenever the playing element changes (SPEC §3 store: audioPlaying). */
export function subscribePlayback(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Joins the element in `ref` to the coordinator through its own media events, so native
 * controls (video) and scripted play() are covered as well as our buttons.
 */
export function useExclusivePlayback(ref: RefObject<HTMLMediaElement | null>): void {
  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    const onPlay = () => claimPlayback(media);
    const onStop = () => releasePlayback(media);
    media.addEventListener('play', onPlay);
    media.addEventListener('pause', onStop);
    media.addEventListener('ended', onStop);
    return () => {
      media.removeEventListener('play', onPlay);
      media.removeEventListener('pause', onStop);
      media.removeEventListener('ended', onStop);
      releasePlayback(media);
    };
  }, [ref]);
}
