import { useCallback, useRef, useState, type SyntheticEvent } from 'react';
import { claimPlayback, releasePlayback, useExclusivePlayback } from './playback-coordinator';

export interface AudioCallbacks {
  onPlay?: (() => void) | undefined;
  onPause?: (() => void) | undefined;
  onEnded?: (() => void) | undefined;
  onError?: (() => void) | undefined;
}

// A blocked autoplay or a play() cut short by pause()/a new src is not a broken file.
const HARMLESS_PLAY_ERRORS = new Set(['NotAllowedError', 'AbortError']);

/** Where a file of unknown length is seeked to so the browser measures it (past any real end). */
export const UNKNOWN_LENGTH_PROBE = 1e7;

/**
 * State of one <audio>, driven by its media events (the element is the source of truth), plus
 * the commands the controls need. timeupdate fires a few times a second, so state is fine here.
 */
export function useAudioPlayer(src: string, callbacks: AudioCallbacks) {
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [time, setTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(Number.NaN);
  /** Seeking to the end to learn a length the file does not state (see onLoadedMetadata). */
  const probing = useRef(false);
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    // A new recording: forget the old one's position and error while rendering.
    setShownSrc(src);
    setPlaying(false);
    setFailed(false);
    setTime(0);
    setMediaDuration(Number.NaN);
  }
  useExclusivePlayback(ref);

  const play = useCallback(() => {
    const media = ref.current;
    if (!media) return;
    claimPlayback(media);
    media.play()?.catch((error: unknown) => {
      releasePlayback(media);
      if (error instanceof DOMException && HARMLESS_PLAY_ERRORS.has(error.name)) return;
      setFailed(true);
    });
  }, []);

  const toggle = useCallback(() => {
    if (playing) ref.current?.pause();
    else play();
  }, [playing, play]);

  const retry = useCallback(() => {
    setFailed(false);
    ref.current?.load();
    play();
  }, [play]);

  const seek = useCallback((seconds: number) => {
    const media = ref.current;
    if (media) media.currentTime = seconds;
    setTime(seconds);
  }, []);

  const mediaProps = {
    ref,
    onPlay: () => {
      setPlaying(true);
      callbacks.onPlay?.();
    },
    onPause: () => {
      setPlaying(false);
      callbacks.onPause?.();
    },
    onEnded: () => {
      setPlaying(false);
      setTime(0);
      callbacks.onEnded?.();
    },
    // A recording MediaRecorder wrote as WebM states no length (duration is Infinity until it
    // has been played through): a seek past the end makes the browser find it, then back to 0.
    onLoadedMetadata: (event: SyntheticEvent<HTMLAudioElement>) => {
      const media = event.currentTarget;
      if (media.duration !== Number.POSITIVE_INFINITY || !media.paused) return;
      probing.current = true;
      media.currentTime = UNKNOWN_LENGTH_PROBE;
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) => {
      if (!probing.current) setTime(event.currentTarget.currentTime);
    },
    onDurationChange: (event: SyntheticEvent<HTMLAudioElement>) => {
      const media = event.currentTarget;
      if (probing.current && Number.isFinite(media.duration)) {
        probing.current = false;
        media.currentTime = 0;
      }
      setMediaDuration(media.duration);
    },
    onError: () => {
      setPlaying(false);
      setFailed(true);
      callbacks.onError?.();
    },
  };

  return { mediaProps, playing, failed, time, mediaDuration, toggle, retry, seek };
}
