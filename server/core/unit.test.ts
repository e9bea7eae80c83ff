import type { Store } from './store';
import { makeCore } from '../testing/core-fixture';
import { createUnitRunner } from './unit';

describe('a unit of work (#20): one call of the core', () => {
  it('sends its frames and starts its timers only after it commits', async () => {
    const { core, clock } = await makeCore({ simulate: false });
    const heard: string[] = [];
    core.bus.subscribe('someone', (event) => void heard.push(event.type));
    const fired: string[] = [];
    await core.ctx.unit(async (ctx) => {
      ctx.bus.publish('someone', { type: 'revoked' });
      ctx.clock.setTimeout(() => void fired.push('later'), 10);
      // Still inside: nobody has heard, no timer runs.
      expect(heard).toEqual([]);
      expect(clock.pendingTimers).toBe(0);
    });
    expect(heard).toEqual(['revoked']);
    await clock.advance(10);
    expect(fired).toEqual(['later']);
  });

  it('sends nothing and starts nothing when it fails (SQLite also rolls its rows back)', async () => {
    const { core, clock } = await makeCore({ simulate: false });
    const heard: string[] = [];
    core.bus.subscribe('someone', (event) => void heard.push(event.type));
    const before = clock.pendingTimers;
    await expect(
      core.ctx.unit(async (ctx) => {
        ctx.bus.publish('someone', { type: 'revoked' });
        ctx.clock.setTimeout(() => undefined, 10);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(heard).toEqual([]);
    expect(clock.pendingTimers).toBe(before);
    // A timer cleared inside its own unit never starts.
    await core.ctx.unit(async (ctx) => {
      const handle = ctx.clock.setTimeout(() => undefined, 10);
      ctx.clock.clearTimeout(handle);
    });
    expect(clock.pendingTimers).toBe(before);
  });

  it('runs a nested unit in place, and a timer’s unit as a new one', async () => {
    const { core, clock } = await makeCore({ simulate: false });
    const order: string[] = [];
    await core.ctx.unit(async (ctx) => {
      await ctx.unit(async () => void order.push('nested, same unit'));
      ctx.clock.setTimeout(
        () =>
          ctx.unit(async (later) => {
            order.push(later === ctx ? 'same unit' : 'a new unit');
          }),
        5,
      );
      order.push('outer ends');
    });
    await clock.advance(5);
    expect(order).toEqual(['nested, same unit', 'outer ends', 'a new unit']);
  });

  it('keeps only the last attempt’s frames and timers when the store runs a unit again', async () => {
    const { core, clock, store } = await makeCore({ simulate: false });
    // As PostgreSQL does after a conflict (pg-store.ts): the first attempt's commit fails.
    const retrying: Store = {
      ...store,
      unit: async (fn) => {
        await fn(store);
        return fn(store);
      },
    };
    const unit = createUnitRunner({ ...core.ctx, store: retrying });
    const heard: string[] = [];
    core.bus.subscribe('someone', (event) => void heard.push(event.type));
    const before = clock.pendingTimers;
    let attempt = 0;
    await unit(async (ctx) => {
      attempt += 1;
      ctx.bus.publish('someone', { type: 'revoked' });
      ctx.clock.setTimeout(() => undefined, 10);
    });
    expect(attempt).toBe(2);
    expect(heard).toEqual(['revoked']);
    expect(clock.pendingTimers).toBe(before + 1);
  });
});
