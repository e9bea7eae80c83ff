import { describe, expect, it, vi } from 'vitest';
import { createCore, ManualClock, type Messenger, type OutgoingMail, type Store } from '../core';
import {
  enqueue,
  OUTBOX_ATTEMPTS,
  OUTBOX_HOLD_MS,
  OUTBOX_KEEP_MS,
  OUTBOX_RETRY_MS,
} from '../core/outbox';

/**
 * The outbox (#39 item 4), on every store: a queued mail is sent once by any of two nodes, a
 * failure is tried again and then kept as failed, an item a stopped node held is taken again,
 * and what was queued with no mail server is sent once one is set. The maintenance notice one
 * node sets is the one every node reads.
 */
export function describeOutboxConformance(name: string, open: () => Store | Promise<Store>): void {
  const mail = (id: string, at: number): OutgoingMail => ({
    id,
    cubeUid: 'u-1',
    to: 'zhang@example.com',
    subject: '聊天记录',
    html: '<p>你好</p>',
    sessionId: 's-1',
    at,
  });
  async function nodes(messengers: Messenger[]) {
    const store = await open();
    const clock = new ManualClock();
    const cores = messengers.map((messenger) =>
      createCore({ store, clock, messenger, onError: () => undefined }),
    );
    const queue = (id: string) =>
      cores[0]!.ctx.unit((u) => enqueue(u, { channel: 'mail', message: mail(id, clock.now()) }));
    const items = () => store.outbox.ofChannel('mail');
    return { store, clock, cores, queue, items };
  }
  const recorder = () => {
    const sent: string[] = [];
    const messenger: Messenger = { mail: async (m) => void sent.push(`${m.to} ${m.subject}`) };
    return { sent, messenger };
  };

  describe(`${name}: the outbox`, () => {
    it('sends a queued mail once, though two nodes sweep at the same time', async () => {
      const a = recorder();
      const b = recorder();
      const { cores, queue, items, clock } = await nodes([a.messenger, b.messenger]);
      await queue('mail-1');
      await queue('mail-2');
      expect((await items()).map((i) => i.state)).toEqual(['queued', 'queued']);
      await Promise.all([cores[0]!.sweepOutbox(), cores[1]!.sweepOutbox(), clock.advance(0)]);
      expect([...a.sent, ...b.sent]).toHaveLength(2);
      expect((await items()).map((i) => [i.id, i.state, i.attempts])).toEqual([
        ['mail-1', 'sent', 1],
        ['mail-2', 'sent', 1],
      ]);
    });

    it('tries a failing mail again, each wait twice the last, then keeps it as failed', async () => {
      let tries = 0;
      const { queue, items, clock } = await nodes([
        {
          mail: async () => {
            tries += 1;
            throw new Error('421 try later');
          },
        },
      ]);
      await queue('mail-1');
      await clock.advance(0);
      expect(tries).toBe(1);
      expect(await items()).toMatchObject([
        { state: 'queued', attempts: 1, lastError: '421 try later' },
      ]);
      await clock.advance(OUTBOX_RETRY_MS - 1);
      expect(tries).toBe(1);
      await clock.advance(1);
      expect(tries).toBe(2);
      await clock.advance(OUTBOX_RETRY_MS * 2);
      expect(tries).toBe(3);
      await clock.advance(OUTBOX_RETRY_MS * 2 ** OUTBOX_ATTEMPTS);
      expect(tries).toBe(OUTBOX_ATTEMPTS);
      expect(await items()).toMatchObject([{ state: 'failed', attempts: OUTBOX_ATTEMPTS }]);
      expect(clock.pendingTimers).toBe(0);
    });

    it('takes again what a node held when it stopped, once the hold is over', async () => {
      const { sent, messenger } = recorder();
      const { store, cores, queue, items, clock } = await nodes([messenger]);
      await queue('mail-1');
      // Another node took it and stopped before it sent it.
      const [item] = await items();
      await store.unit((s) =>
        s.outbox.put({
          ...item!,
          state: 'sending',
          attempts: 1,
          dueAt: clock.now() + OUTBOX_HOLD_MS,
        }),
      );
      expect(await cores[0]!.sweepOutbox()).toBe(0);
      await clock.advance(OUTBOX_HOLD_MS);
      expect(await cores[0]!.sweepOutbox()).toBe(1);
      expect(sent).toEqual(['zhang@example.com 聊天记录']);
      expect(await items()).toMatchObject([{ state: 'sent', attempts: 2 }]);
    });

    it('lets a node too slow to finish within its hold write nothing over the node that took over', async () => {
      let release: (error?: Error) => void = () => undefined;
      let slowCalls = 0;
      const slow: Messenger = {
        mail: () => {
          slowCalls += 1;
          return new Promise<void>((resolve, reject) => {
            release = (error) => (error ? reject(error) : resolve());
          });
        },
      };
      const { sent, messenger } = recorder();
      const { cores, queue, items, clock } = await nodes([slow, messenger]);
      await queue('mail-1');
      const stuck = cores[0]!.sweepOutbox();
      await vi.waitFor(() => expect(slowCalls).toBe(1));
      await clock.advance(OUTBOX_HOLD_MS);
      expect(await cores[1]!.sweepOutbox()).toBe(1);
      release(new Error('timed out'));
      expect(await stuck).toBe(0);
      expect(sent).toHaveLength(1);
      expect(await items()).toMatchObject([{ state: 'sent', attempts: 2 }]);
      expect((await items())[0]!.lastError).toBeUndefined();
    });

    it('forgets after a week what waited for a gateway the centre never set', async () => {
      const { clock, queue, items, cores } = await nodes([{}]);
      await queue('mail-1');
      await clock.advance(OUTBOX_KEEP_MS);
      await cores[0]!.sweepOutbox();
      expect(await items()).toMatchObject([{ id: 'mail-1', state: 'queued' }]);
      await clock.advance(1);
      await cores[0]!.sweepOutbox();
      expect(await items()).toEqual([]);
    });

    it('keeps what was queued with no mail server, and sends it once one is set', async () => {
      const { store, clock, queue, items } = await nodes([{}]);
      await queue('mail-1');
      await clock.advance(60_000);
      expect(await items()).toMatchObject([{ state: 'queued', attempts: 0 }]);
      const { sent, messenger } = recorder();
      const restarted = createCore({ store, clock, messenger });
      expect(await restarted.sweepOutbox()).toBe(1);
      expect(sent).toHaveLength(1);
    });

    it("reads a visitor's recent mails and forgets sent ones after a week", async () => {
      const { sent, messenger } = recorder();
      const { store, clock, queue, cores } = await nodes([messenger]);
      await queue('mail-1');
      await clock.advance(1_000);
      await queue('mail-2');
      const since = (at: number) =>
        store.outbox.ofVisitor('u-1', at).then((list) => list.map((i) => i.id));
      expect(await since(clock.now() - 1_000)).toEqual(['mail-1', 'mail-2']);
      expect(await since(clock.now())).toEqual(['mail-2']);
      expect(await store.outbox.ofVisitor('u-2', 0)).toEqual([]);
      await clock.advance(0);
      expect(sent).toHaveLength(2);
      await clock.advance(OUTBOX_KEEP_MS);
      await cores[0]!.sweepOutbox();
      expect(await since(0)).toEqual(['mail-2']);
    });

    it('shows every node the maintenance notice one node set', async () => {
      const { cores } = await nodes([{}, {}]);
      expect(await cores[1]!.maintenance()).toEqual({ enabled: false, message: undefined });
      await cores[0]!.setMaintenance(true, '今晚 23:00 升级');
      expect(await cores[1]!.maintenance()).toEqual({ enabled: true, message: '今晚 23:00 升级' });
    });
  });
}
