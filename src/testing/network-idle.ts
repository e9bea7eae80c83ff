import type { SetupWorker } from 'msw/browser';
import { frame } from './story-busy';

/** How long a story waits for its network to fall quiet before it says ready anyway. */
export const NETWORK_IDLE_CAP_MS = 5_000;
/**
 * A request still out after this long is one the story shows hanging (a SPEC §8 slow or dead
 * network: a spinner, a 加载中), not one whose answer the page is about to show.
 */
export const HANGING_REQUEST_MS = 1_000;

/**
 * The requests a page has in flight through MSW's service worker (the in-browser backend's
 * calls and the app's own lazy chunks and images alike), counted from `watchNetwork` on. A
 * feature story says `ready` once its script has run and `idle()` resolves: no request started
 * or answered for two painted frames in a row, and none in flight but hanging ones, so the
 * answers of the script's last calls are on the page.
 */
export function watchNetwork(worker: SetupWorker | undefined, now = () => performance.now()) {
  const started = new Map<string, number>();
  let changes = 0;
  const start = ({ requestId }: { requestId: string }) => {
    started.set(requestId, now());
    changes += 1;
  };
  const end = ({ requestId }: { requestId: string }) => {
    started.delete(requestId);
    changes += 1;
  };
  worker?.events.on('request:start', start);
  worker?.events.on('request:end', end);
  const busy = () => [...started.values()].some((at) => now() - at < HANGING_REQUEST_MS);
  return {
    /** Requests in flight, hanging ones included. */
    get pending() {
      return started.size;
    },
    async idle(cap = NETWORK_IDLE_CAP_MS): Promise<void> {
      const until = now() + cap;
      let quietFrames = 0;
      while (quietFrames < 2 && now() < until) {
        const before = changes;
        await frame();
        quietFrames = busy() || changes !== before ? 0 : quietFrames + 1;
      }
    },
    stop() {
      worker?.events.removeListener('request:start', start);
      worker?.events.removeListener('request:end', end);
    },
  };
}
