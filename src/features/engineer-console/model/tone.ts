import { createTabNotifier, type LeaderLock, type TabBus, type TabMessage } from './sound-gate';

type AudioContextCtor = typeof AudioContext;
let audio: AudioContext | undefined;

/**
 * A short two-note chime made with Web Audio, so no sound file has to load. Browsers only let a
 * page make sound after the user has interacted with it; before that the chime is skipped
 * quietly instead of raising autoplay warnings.
 */
export function playChime(win: Window = window): void {
  try {
    const activation = (win.navigator as Navigator & { userActivation?: UserActivation })
      .userActivation;
    if (activation && !activation.hasBeenActive) return;
    const Ctor = (win as Window & { AudioContext?: AudioContextCtor }).AudioContext;
    if (!Ctor) return;
    audio ??= new Ctor();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.01;
    const gain = audio.createGain();
    gain.connect(audio.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    [880, 1318.5].forEach((frequency, i) => {
      const osc = audio!.createOscillator();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(frequency, start + i * 0.12);
      osc.connect(gain);
      osc.start(start + i * 0.12);
      osc.stop(start + 0.45);
    });
  } catch {
    // No audio device or a refusing browser: the title badge still tells the engineer.
  }
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
