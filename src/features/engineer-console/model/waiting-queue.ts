import type { QueueChange } from '@/lib/contract';
import type { WaitingVisitor } from './types';

/**
 * The waiting list after a queue frame, as the waiting call would list it now: a visitor who
 * entered goes in serving order (who waited longest first; a row already listed is replaced
 * where it stands); one who left or was accepted goes, and those behind them in the same
 * queue move up one. Returns the same list when nothing changed.
 */
export function applyQueueFrame(list: WaitingVisitor[], frame: QueueChange): WaitingVisitor[] {
  const at = list.findIndex((w) => w.sessionId === frame.sessionId);
  if (frame.event === 'entered') {
    if (!frame.visitor) return list;
    const row = frame.visitor;
    if (at >= 0) return list.map((w, i) => (i === at ? row : w));
    const after = list.findLastIndex((w) => w.waitingSince <= row.waitingSince);
    return [...list.slice(0, after + 1), row, ...list.slice(after + 1)];
  }
  if (at < 0) return list;
  const gone = list[at]!;
  return list
    .filter((_, i) => i !== at)
    .map((w) =>
      w.queueCode === gone.queueCode && w.position > gone.position
        ? { ...w, position: w.position - 1 }
        : w,
    );
}

/** Whether the frame tells of a visitor the list did not have (a chime, an announcement). */
export const isNewArrival = (list: WaitingVisitor[], frame: QueueChange) =>
  frame.event === 'entered' &&
  !!frame.visitor &&
  !list.some((w) => w.sessionId === frame.sessionId);

/**
 * Runs `run` now, or once more after the run in progress when asked meanwhile: a burst of
 * calls makes at most two runs, and the last one starts after the last call.
 */
export function coalesce(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await run().catch(() => undefined);
    } while (again);
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => (running = undefined));
    return running;
  };
}
