import { playTone, type ToneNote } from '@/lib/tone';
import { createTabNotifier, type LeaderLock, type TabBus, type TabMessage } from './sound-gate';

/** The chime's two notes, a sixth apart (a rising "ding-dong"), and its length in seconds. */
export const CHIME_NOTES: readonly ToneNote[] = [
  { frequency: 880, at: 0 },
  { frequency: 1318.5, at: 0.12 },
];
export const CHIME_SECONDS = 0.45;

/** A short two-note chime (skipped quietly before the user has interacted with the page). */
export function playChime(win: Window = window): void {
  playTone(win, CHIME_NOTES, CHIME_SECONDS);
}

function channelBus(name: string): TabBus | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (e: MessageEvent<TabMessage>) => listener(e.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

function webLock(name: string): LeaderLock | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return undefined;
  return {
    acquire(onLeader) {
      const abort = new AbortController();
      let release: (() => void) | undefined;
      locks
        .request(name, { signal: abort.signal }, () => {
          onLeader();
          return new Promise<void>((resolve) => (release = resolve));
        })
        .catch(() => undefined);
      return () => {
        abort.abort();
        release?.();
      };
    },
  };
}

/** The browser's tabs of this engineer's console, electing one to play sounds. */
export function createBrowserNotifier(
  scope: string,
  play: () => void,
  onRead?: (sessionId: string) => void,
) {
  return createTabNotifier({
    bus: channelBus(`webchat-console:${scope}`),
    lock: webLock(`webchat-console-sound:${scope}`),
    play,
    onRead,
  });
}
