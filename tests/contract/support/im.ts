import { imUrl } from '@/lib/contract';
import { ImClient, type ImEvent } from '@/features/im';

type EventName = ImEvent['name'];
type EventOf<N extends EventName> = Extract<ImEvent, { name: N }>;

/** How long a case waits for something a host should push; generous for a loaded CI machine. */
export const PUSH_TIMEOUT_MS = 5_000;

export interface ImHarness {
  client: ImClient;
  events: ImEvent[];
  /** The first event (already heard or coming) of this name that matches. */
  next<N extends EventName>(name: N, match?: (event: EventOf<N>) => boolean): Promise<EventOf<N>>;
  /** Resolves once `count` events of this name have been heard. */
  count(name: EventName, count: number): Promise<void>;
  /** Every event of this name heard so far. */
  all<N extends EventName>(name: N): EventOf<N>[];
  close(): void;
}

export interface ImOptions {
  socketBase: string;
  pageUrl: string;
  win: Window;
  token: string;
  identifier: string;
  lastMessageId?: () => string | undefined;
}

/**
 * The app's own socket client (src/features/im) against a host: it logs in, resumes, reads
 * incoming messages automatically and reports the SPEC §4 events, which the cases assert.
 */
export function openIm(options: ImOptions): ImHarness {
  const client = new ImClient({
    url: imUrl(options.socketBase, options.token, options.pageUrl),
    login: {
      appid: 'webchat-contract',
      accountType: '1',
      identifier: options.identifier,
      userSig: `sig.${options.token}`,
    },
    lastMessageId: options.lastMessageId ?? (() => undefined),
    backoff: { min: 50, max: 200, grow: 1.5 },
    win: options.win,
  });
  const events: ImEvent[] = [];
  const waiters = new Set<() => void>();
  client.on((event) => {
    events.push(event);
    for (const wake of [...waiters]) wake();
  });
  client.connect();

  const harness: ImHarness = {
    client,
    events,
    all: <N extends EventName>(name: N) => events.filter((e): e is EventOf<N> => e.name === name),
    next<N extends EventName>(name: N, match: (event: EventOf<N>) => boolean = () => true) {
      return new Promise<EventOf<N>>((resolve, reject) => {
        const look = () => {
          const found = harness.all(name).find(match);
          if (!found) return;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          const heard = events.map((e) => e.name).join(', ') || 'nothing';
          reject(
            new Error(
              `${options.identifier}: no ${name} within ${PUSH_TIMEOUT_MS} ms (heard ${heard})`,
            ),
          );
        }, PUSH_TIMEOUT_MS);
        waiters.add(look);
        look();
      });
    },
    async count(name, count) {
      await harness.next(name, () => harness.all(name).length >= count);
    },
    close: () => client.close(),
  };
  return harness;
}

/** A window for ImClient where there is none (Node): visible, and an event target. */
export function headlessWindow(): Window {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return Object.assign(new EventTarget(), { document }) as unknown as Window;
}
