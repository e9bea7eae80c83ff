import { describe, expect, it } from 'vitest';
import { CALL_NOTICE, CALL_RING_TIMEOUT_MS } from '@/lib/contract';
import { createCore, ManualClock, type Store } from '../core';
import { CALL_RING_GRACE_MS } from '../core/call-rules';
import { DEMO_ENGINEER, seedSupportCentre } from '../demo/seed';

/**
 * A call's one line (#18), on every store: both sides hanging up at once, and the core's ring
 * timer firing on two nodes at once, each leave exactly one line. On PostgreSQL the units
 * really overlap (SERIALIZABLE, on connections of their own): the call is ended by a write to
 * its session row that only one of them may make.
 */
export function describeCallConformance(name: string, open: () => Store | Promise<Store>): void {
  async function live() {
    const store = await open();
    const clock = new ManualClock();
    await seedSupportCentre(store, clock);
    // Two nodes: two cores over one store, each with its own timers.
    const nodes = [1, 2].map(() => createCore({ store, clock }));
    const [core] = nodes as [ReturnType<typeof createCore>];
    const visitor = await core.visitorByToken((await core.loginAnon()).token);
    const { sessionId } = await core.selectBigQueue(visitor, 'NB', 'webchat');
    await core.accept(DEMO_ENGINEER.code, sessionId);
    const lines = async () =>
      (await core.sessionMessages(visitor, sessionId)).messages.filter(
        (m) => m.text === CALL_NOTICE,
      );
    return { nodes, clock, visitor, sessionId, lines, code: DEMO_ENGINEER.code };
  }

  describe(`${name}: a call's one line`, () => {
    it('writes one line when both sides hang up at once on two nodes', async () => {
      const { nodes, clock, visitor, sessionId, lines, code } = await live();
      const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
      // A video call answered with voice on the other node: the row keeps the answer's media.
      await a.callSignal(visitor.cubeUid, 'c1', sessionId, 'k1', {
        kind: 'invite',
        media: 'video',
      });
      await b.callSignal(code, 'c2', sessionId, 'k1', { kind: 'accept', media: 'audio' });
      await clock.advance(42_000);
      const hangup = { kind: 'hangup', reason: 'hangup', connectedSeconds: 41 } as const;
      await Promise.all([
        a.callSignal(visitor.cubeUid, 'c1', sessionId, 'k1', hangup),
        b.callSignal(code, 'c2', sessionId, 'k1', hangup),
        a.callSignal(code, 'c2', sessionId, 'k1', hangup),
      ]);
      expect((await lines()).map((m) => m.notice?.call)).toEqual([
        { callId: 'k1', media: 'audio', caller: 'user', outcome: 'completed', durationSeconds: 42 },
      ]);
    });

    it('writes one missed line when two nodes’ ring timers fire together', async () => {
      const { nodes, clock, visitor, sessionId, lines } = await live();
      // The caller's invite reached both nodes (a repeat after a reconnect): each set a timer.
      for (const node of nodes)
        await node.callSignal(visitor.cubeUid, 'c1', sessionId, 'k1', {
          kind: 'invite',
          media: 'video',
        });
      await clock.advance(CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS);
      expect((await lines()).map((m) => m.notice?.call?.outcome)).toEqual(['missed']);
    });
  });
}
