import {
  ALERT_DEDUPE_MS,
  ALERT_MIN_GAP_MS,
  createSoundGate,
  createTabNotifier,
  type LeaderLock,
  type TabBus,
  type TabMessage,
} from './sound-gate';

/** Tabs of one browser: a shared channel (not echoed to the sender) and one lock with a queue. */
function browser() {
  const listeners = new Map<object, (m: TabMessage) => void>();
  const waiting: { onLeader: () => void; token: object }[] = [];
  let holder: object | undefined;
  const grantNext = () => {
    const next = waiting.shift();
    if (!next) return;
    holder = next.token;
    next.onLeader();
  };
  const bus = (): TabBus => {
    const self = {};
    return {
      post: (m) => listeners.forEach((fn, owner) => owner !== self && fn(m)),
      subscribe: (fn) => (listeners.set(self, fn), () => listeners.delete(self)),
      close: () => listeners.delete(self),
    };
  };
  const lock = (): LeaderLock => ({
    acquire(onLeader) {
      const token = {};
      waiting.push({ onLeader, token });
      if (!holder) grantNext();
      return () => {
        const i = waiting.findIndex((w) => w.token === token);
        if (i >= 0) waiting.splice(i, 1);
        if (holder === token) {
          holder = undefined;
          grantNext();
        }
      };
    },
  });
  return { bus, lock };
}

describe('sound gate', () => {
  it('sounds each alert id once', () => {
    const gate = createSoundGate();
    expect(gate.offer('m-1', 0)).toBe(true);
    expect(gate.offer('m-1', 10_000)).toBe(false);
    expect(gate.offer('m-2', 10_000)).toBe(true);
  });

  it('rings once for a burst, again after the gap', () => {
    const gate = createSoundGate();
    expect(gate.offer('a', 0)).toBe(true);
    expect(gate.offer('b', ALERT_MIN_GAP_MS - 1)).toBe(false);
    expect(gate.offer('c', ALERT_MIN_GAP_MS + 1)).toBe(true);
  });

  it('forgets ids after the dedupe window', () => {
    const gate = createSoundGate();
    gate.offer('a', 0);
    expect(gate.offer('a', ALERT_DEDUPE_MS + 1)).toBe(true);
  });
});

describe('one sound across tabs', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 0));

  function openTabs(count: number) {
    const b = browser();
    const plays = Array.from({ length: count }, () => 0);
    const tabs = plays.map((_, i) =>
      createTabNotifier({
        bus: b.bus(),
        lock: b.lock(),
        now,
        play: () => (plays[i] = (plays[i] ?? 0) + 1),
      }),
    );
    return { b, tabs, plays, total: () => plays.reduce((s, n) => s + n, 0) };
  }

  it('three tabs hearing the same message play it once, in the leader', () => {
    const { tabs, plays, total } = openTabs(3);
    expect(tabs.map((t) => t.leader)).toEqual([true, false, false]);
    tabs.forEach((t) => t.notify('m-1'));
    expect(total()).toBe(1);
    expect(plays[0]).toBe(1);
  });

  it('an alert only a follower heard still sounds once (forwarded to the leader)', () => {
    const { tabs, plays, total } = openTabs(3);
    tabs[2]?.notify('wait:s-9');
    tabs[1]?.notify('wait:s-9');
    expect(total()).toBe(1);
    expect(plays[0]).toBe(1);
  });

  it('when the leader closes, the next tab takes over and still plays once', () => {
    const { tabs, plays, total } = openTabs(3);
    tabs[0]?.dispose();
    expect(tabs[1]?.leader).toBe(true);
    clock = 10_000;
    tabs[1]?.notify('m-2');
    tabs[2]?.notify('m-2');
    expect(total()).toBe(1);
    expect(plays[1]).toBe(1);
  });

  it('a conversation read in one tab stops counting in every other tab, not in itself (#18)', () => {
    const b = browser();
    const reads = [[], [], []] as string[][];
    let played = 0;
    const tabs = reads.map((heard) =>
      createTabNotifier({
        bus: b.bus(),
        lock: b.lock(),
        now,
        play: () => (played += 1),
        onRead: (sessionId) => heard.push(sessionId),
      }),
    );
    tabs[1]?.read('s-1');
    expect(reads).toEqual([['s-1'], [], ['s-1']]);
    // A read is no alert: the leader (tab 0) plays nothing for it.
    expect(played).toBe(0);
  });

  it('without a channel or a lock a tab plays for itself', () => {
    let played = 0;
    const alone = createTabNotifier({ now, play: () => (played += 1) });
    expect(alone.leader).toBe(true);
    alone.notify('x');
    alone.notify('x');
    expect(played).toBe(1);
  });
});
