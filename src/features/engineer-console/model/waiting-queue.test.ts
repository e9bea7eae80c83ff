import { toQueueChange, type QueueChange } from '@/lib/contract';
import type { WaitingVisitor } from './types';
import { applyQueueFrame, coalesce, isNewArrival } from './waiting-queue';

const row = (id: string, queue: string, position: number, minute: number): WaitingVisitor => ({
  sessionId: id,
  cubeUid: `u-${id}`,
  visitorName: id,
  queueCode: queue,
  waitingSince: `2026-11-27T09:${String(minute).padStart(2, '0')}:00.000Z`,
  position,
});
/** The queue frame carries the visitor in the wire's words; the socket reads it as a change. */
const frame = (event: QueueChange['event'], id: string, visitor?: WaitingVisitor) =>
  toQueueChange({
    type: 'queue',
    event,
    skill: visitor?.queueCode ?? 'NB',
    session_id: id,
    ...(visitor && {
      visitor: {
        session_id: visitor.sessionId,
        cube_uid: visitor.cubeUid,
        user_name: visitor.visitorName,
        queue_code: visitor.queueCode,
        waiting_since: visitor.waitingSince,
        position: visitor.position,
        first_message: visitor.firstMessage,
      },
    }),
  });

const list = [row('a', 'NB', 1, 1), row('b', 'DT', 1, 2), row('c', 'NB', 2, 3)];

describe('applyQueueFrame (#18 item 3)', () => {
  it('puts a visitor who entered in serving order: who waited longest first', () => {
    const late = row('d', 'NB', 3, 4);
    expect(applyQueueFrame(list, frame('entered', 'd', late)).map((w) => w.sessionId)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    // A row that reaches us late (queued before c) goes before c, not at the end.
    const early = row('e', 'DT', 2, 2);
    expect(applyQueueFrame(list, frame('entered', 'e', early)).map((w) => w.sessionId)).toEqual([
      'a',
      'b',
      'e',
      'c',
    ]);
    expect(applyQueueFrame([], frame('entered', 'd', late))).toEqual([late]);
  });

  it('replaces a row it has where it stands (the first line came)', () => {
    const withLine = { ...list[0]!, firstMessage: '屏幕闪烁' };
    const next = applyQueueFrame(list, frame('entered', 'a', withLine));
    expect(next.map((w) => w.sessionId)).toEqual(['a', 'b', 'c']);
    // The frame's row, in the console's words (mapped from the wire, so equal, not the same).
    expect(next[0]).toEqual(withLine);
  });

  it('drops a visitor who left or was accepted; those behind in the same queue move up', () => {
    for (const event of ['left', 'accepted'] as const) {
      const next = applyQueueFrame(list, frame(event, 'a'));
      expect(next.map((w) => [w.sessionId, w.position])).toEqual([
        ['b', 1],
        ['c', 1],
      ]);
    }
  });

  it('keeps the same list for a visitor it does not have, or an entry without its row', () => {
    expect(applyQueueFrame(list, frame('left', 'zz'))).toBe(list);
    expect(applyQueueFrame(list, frame('entered', 'zz'))).toBe(list);
  });

  it('calls a visitor new only when the row is not listed yet', () => {
    expect(isNewArrival(list, frame('entered', 'd', row('d', 'NB', 3, 4)))).toBe(true);
    expect(isNewArrival(list, frame('entered', 'a', list[0]))).toBe(false);
    expect(isNewArrival(list, frame('left', 'd'))).toBe(false);
  });
});

describe('coalesce', () => {
  it('runs a burst of calls at most twice, the second after the first ends', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const run = coalesce(() => new Promise<void>((resolve) => ((runs += 1), (release = resolve))));
    const first = run();
    void run();
    void run();
    expect(runs).toBe(1);
    release();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(2);
    release();
    await first;
    expect(runs).toBe(2);
    void run();
    expect(runs).toBe(3);
    release();
  });
});
