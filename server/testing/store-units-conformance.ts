import { describe, expect, it } from 'vitest';
import type { Session, Store } from '../core';

/**
 * What a unit of work promises (store.ts), on every store: units that run at the same time
 * give what they would one after another, and a unit that throws leaves nothing behind (for
 * the stores with transactions). On PostgreSQL the units really overlap, on other connections.
 */
export function describeUnitConformance(
  name: string,
  open: () => Store | Promise<Store>,
  options: { rollsBack: boolean },
): void {
  const waiting = (id: string): Session => ({
    id,
    projectId: 'P',
    cubeUid: `u-${id}`,
    state: 'queueing',
    createdAt: 1,
    queueCode: 'NB',
    queueSeq: 1,
  });

  describe(`${name}: units of work`, () => {
    it('runs overlapping read-then-write units as if one after another', async () => {
      const store = await open();
      await store.tickets.put({
        ticketNo: 'N',
        cubeUid: 'u',
        projectId: 'P',
        kind: 'repair',
        title: '0',
        status: '',
        createdAt: 1,
        attachments: [],
      });
      await Promise.all(
        Array.from({ length: 20 }, () =>
          store.unit(async (unit) => {
            const row = (await unit.tickets.get('N'))!;
            await new Promise((r) => setTimeout(r, 1));
            await unit.tickets.put({ ...row, title: String(Number(row.title) + 1) });
          }),
        ),
      );
      expect((await store.tickets.get('N'))?.title).toBe('20');
    });

    it('hands one waiting visitor to one of two engineers claiming it at once', async () => {
      const store = await open();
      await store.sessions.put(waiting('s1'));
      const claim = (engineerCode: string) =>
        store.unit(async (unit) => {
          const session = await unit.sessions.get('s1');
          if (session?.state !== 'queueing') return false;
          await unit.sessions.put({ ...session, state: 'active', engineerCode });
          return true;
        });
      const won = await Promise.all(['E1', 'E2', 'E3'].map(claim));
      expect(won.filter(Boolean)).toHaveLength(1);
      const winner = ['E1', 'E2', 'E3'][won.indexOf(true)];
      expect(await store.sessions.get('s1')).toMatchObject({
        state: 'active',
        engineerCode: winner,
      });
    });

    it('gives each of many visitors queueing at once their own place', async () => {
      const store = await open();
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          store.unit(async (unit) => {
            const ahead = await unit.sessions.queued('NB');
            const last = ahead.at(-1)?.queueSeq ?? 0;
            await unit.sessions.put({ ...waiting(`q${i}`), queueSeq: last + 1 });
          }),
        ),
      );
      const places = (await store.sessions.queued('NB')).map((s) => s.queueSeq);
      expect(places).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    });

    it.runIf(options.rollsBack)('leaves nothing of a unit that throws', async () => {
      const store = await open();
      await store.sessions.put(waiting('kept'));
      await expect(
        store.unit(async (unit) => {
          await unit.sessions.put(waiting('gone'));
          await unit.sessions.delete('kept');
          await unit.unit(async (nested) => nested.sessions.put(waiting('nested')));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await store.sessions.get('gone')).toBeUndefined();
      expect(await store.sessions.get('nested')).toBeUndefined();
      expect(await store.sessions.get('kept')).toBeDefined();
    });
  });
}
