import type { SetupWorker } from 'msw/browser';
import { holdingIdle } from '@/lib/idle';
import { isHeldRequest } from '@/mocks/held-requests';
import { frame } from './story-busy';

/**
 * How long a story waits for its page to settle before it says ready anyway (and warns, naming
 * what was still out): far beyond any answer of the in-browser backend, even on a busy machine.
 */
export const NETWORK_IDLE_CAP_MS = 10_000;

export interface WatchOptions {
  /** A request held back on purpose (src/mocks/held-requests): a story pictures it on its way. */
  held?: (requestId: string) => boolean;
  /** The app still brings its first content (lib/idle's holds: a chat before its first words). */
  appBusy?: () => boolean;
  now?: () => number;
}

/**
 * The requests a page has in flight through MSW's service worker (the in-browser backend's
 * calls and the app's own lazy chunks and images alike), counted from `watchNetwork` on. A
 * feature story says `ready` once its script has run and `idle()` resolves: two painted frames in
 * a row with no request started or answered, none in flight but those held on purpose, and the
 * app no longer bringing its first content (unless what it waits for is held on purpose). No
 * clock decides: a slow answer on a busy machine is waited for, however slow.
 */
export function watchNetwork(
  worker: SetupWorker | undefined,
  { held = isHeldRequest, appBusy = holdingIdle, now = () => performance.now() }: WatchOptions = {},
) {
  const started = new Map<string, string>();
  let changes = 0;
  const start = ({ request, requestId }: { request?: Request; requestId: string }) => {
    started.set(requestId, request?.url ?? requestId);
    changes += 1;
  };
  const end = ({ requestId }: { requestId: string }) => {
    started.delete(requestId);
    changes += 1;
  };
  worker?.events.on('request:start', start);
  worker?.events.on('request:end', end);
  const ids = () => [...started.keys()];
  const settled = () => {
    const waiting = ids().filter((id) => !held(id));
    if (waiting.length > 0) return false;
    // A first screen waiting for a call held on purpose (正在连接…) is the picture itself.
    return !appBusy() || ids().some(held);
  };
  return {
    /** Requests in flight, held ones included. */
    get pending() {
      return started.size;
    },
    async idle(cap = NETWORK_IDLE_CAP_MS): Promise<void> {
      const until = now() + cap;
      let quietFrames = 0;
      while (quietFrames < 2) {
        if (now() >= until) {
          const out = ids().filter((id) => !held(id));
          console.warn(
            `story not settled after ${cap} ms: ${out.length ? out.map((id) => started.get(id)).join(', ') : 'the first content is still held (lib/idle)'}`,
          );
          return;
        }
        const before = changes;
        await frame();
        quietFrames = !settled() || changes !== before ? 0 : quietFrames + 1;
      }
    },
    stop() {
      worker?.events.removeListener('request:start', start);
      worker?.events.removeListener('request:end', end);
    },
  };
}
