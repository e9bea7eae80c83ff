import type { Clock, Store, WebchatCore } from '../core';
import { closeSession } from '../core/conversation';
import { seedSupportCentre, type SeedSummary } from '../demo/seed';

const SEEDED_AT = 'seeded_at';

/** Fills an empty database with the demo support centre, once; a crash mid-way seeds again. */
export async function seedOnFirstRun(
  store: Store,
  clock: Clock,
  options: { demo: boolean },
): Promise<SeedSummary | undefined> {
  // One unit: a crash mid-way leaves nothing, and the next start seeds again. Nodes of a
  // cluster starting together each try; the units' isolation lets one seed (pg-store.ts).
  return store.unit(async (unit) => {
    if ((await unit.meta.get(SEEDED_AT)) !== undefined) return undefined;
    const summary = await seedSupportCentre(unit, clock, options);
    await unit.meta.set(SEEDED_AT, clock.now());
    return summary;
  });
}

/**
 * Makes the state the database restored consistent with a process that has just started.
 * Sessions, queues, engineer status and every message are in SQLite; the simulation's memory
 * is not: it forgets which visitors it was playing, so their open sessions would wait forever
 * for an engineer's attention and never answer. Those are closed (the engineer sees a Timeout
 * notice). Then the simulation is woken so simulated engineers pick up whoever is queued.
 * Returns how many sessions were closed.
 */
export async function reconcileAfterRestart(core: WebchatCore): Promise<number> {
  const closed = await core.ctx.unit(async (ctx) => {
    const orphans = (await ctx.store.sessions.all()).filter(
      (s) => s.state !== 'closed' && s.cubeUid.startsWith('sim-') && s.pathway === 'simulation',
    );
    for (const session of orphans) await closeSession(ctx, session.id, 'system');
    return orphans.length;
  });
  await core.kick();
  return closed;
}
