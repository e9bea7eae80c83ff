/** How long an alert's id is remembered, so a late or forwarded copy does not ring again. */
export const ALERT_DEDUPE_MS = 60_000;
/** A burst (five lines pasted at once, a resume after a reconnect) rings once, not five times. */
export const ALERT_MIN_GAP_MS = 1_500;

export interface SoundGate {
  /** True when the alert with this id should sound now. */
  offer(eventId: string, now: number): boolean;
}

/** Decides, for the one tab that plays, which alerts sound: each id once, bursts as one. */
export function createSoundGate(
  dedupeMs: number = ALERT_DEDUPE_MS,
  minGapMs: number = ALERT_MIN_GAP_MS,
): SoundGate {
  const seen = new Map<string, number>();
  let lastPlayed = Number.NEGATIVE_INFINITY;
  return {
    offer(eventId, now) {
      for (const [id, at] of seen) if (now - at > dedupeMs) seen.delete(id);
      if (seen.has(eventId)) return false;
      seen.set(eventId, now);
      if (now - lastPlayed < minGapMs) return false;
      lastPlayed = now;
      return true;
    },
  };
}

/** What tabs tell each other: an alert for the leader; a conversation read in one of them. */
export type TabMessage = { type: 'alert'; id: string } | { type: 'read'; sessionId: string };

/** A channel between the tabs of this browser (BroadcastChannel in the app). */
export interface TabBus {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

/** One holder at a time, the next waiter takes over when it goes (Web Locks in the app). */
export interface LeaderLock {
  /** Waits for the lock; `onLeader` runs once this tab holds it. Returns a release. */
  acquire(onLeader: () => void): () => void;
}

export interface TabNotifierDeps {
  /** Without a bus this tab cannot reach others, so it plays its own alerts. */
  bus?: TabBus;
  /** Without a lock there is no election, so this tab plays its own alerts. */
  lock?: LeaderLock;
  play: () => void;
  /** Another tab read a conversation's lines: this tab's count (and title badge) drops them. */
  onRead?: (sessionId: string) => void;
  now?: () => number;
  gate?: SoundGate;
}

/**
 * Plays each alert once across every open tab of the console: the tab holding the lock (the
 * leader) plays; the others forward what they hear to it. When the leader closes, the lock
 * passes to a waiting tab, which takes over.
 */
export function createTabNotifier({
  bus,
  lock,
  play,
  onRead,
  now = Date.now,
  gate = createSoundGate(),
}: TabNotifierDeps) {
  const standalone = !bus || !lock;
  let leader = standalone;
  const consider = (id: string) => {
    if (gate.offer(id, now())) play();
  };
  const unsubscribe = bus?.subscribe((message) => {
    if (message.type === 'read') onRead?.(message.sessionId);
    else if (leader) consider(message.id);
  });
  const release = standalone ? undefined : lock.acquire(() => (leader = true));
  return {
    get leader() {
      return leader;
    },
    /** Something new arrived that deserves a sound (a visitor line, a visitor waiting). */
    notify(id: string) {
      if (leader) consider(id);
      else bus?.post({ type: 'alert', id });
    },
    /** This tab read a conversation's lines: the other tabs stop counting them. */
    read(sessionId: string) {
      bus?.post({ type: 'read', sessionId });
    },
    dispose() {
      unsubscribe?.();
      release?.();
      bus?.close();
      leader = false;
    },
  };
}

export type TabNotifier = ReturnType<typeof createTabNotifier>;
