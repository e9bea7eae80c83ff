// The one object both hosts drive: its context, and the calls of each capability (api/), each a
// unit of work (unit.ts).
import { EventBus } from './bus';
import { DEFAULT_CONFIG, type CoreContext } from './context';
import { base64url } from './tokens';
import { createUnitRunner } from './unit';
import { Robot } from './robot';
import { wasmPasswords } from './passwords';
import type { CoreKit, CoreOptions } from './api/kit';
import { accountsCalls } from './api/accounts';
import { conversationCalls } from './api/conversation';
import { contentCalls } from './api/content';
import { consoleCalls } from './api/console';
import { reviewCalls } from './api/review';

export type { CoreOptions } from './api/kit';

/** Random-enough ids without Node or DOM: crypto.randomUUID exists in browsers and Node 20. */
function idFactory(random: () => number) {
  let n = 0;
  return (prefix: string) => {
    n += 1;
    const uuid = globalThis.crypto?.randomUUID?.().replace(/-/g, '').slice(0, 12);
    const tail = uuid ?? Math.floor(random() * 2 ** 48).toString(36);
    return prefix ? `${prefix}-${tail}${n.toString(36)}` : `${tail}${n.toString(36)}`;
  };
}

/** 18 random bytes: a token nobody guesses (OWASP asks for at least 64 bits of entropy). */
function newToken(prefix: string): string {
  return `${prefix}-${base64url(globalThis.crypto.getRandomValues(new Uint8Array(18)))}`;
}

/** The domain core: one object both hosts (MSW in the browser, Node on the server) drive. */
export function createCore(options: CoreOptions) {
  const random = options.random ?? Math.random;
  let robot: Promise<Robot> | undefined;
  const root: Omit<CoreContext, 'unit'> = {
    store: options.store,
    clock: options.clock,
    bus: options.bus ?? new EventBus(),
    robot: () => (robot ??= options.store.articles.all().then((articles) => new Robot(articles))),
    reportError: options.onError ?? ((error) => console.error('webchat core:', error)),
    config: { ...DEFAULT_CONFIG, ...options.config },
    newId: idFactory(random),
    newToken,
    random,
    uploads: options.uploads,
    passwords: options.passwords ?? wasmPasswords,
    messenger: options.messenger ?? {},
    identitySecret: options.identitySecrets ?? (() => undefined),
  };
  const ctx: CoreContext = { ...root, unit: createUnitRunner(root) };
  const simulation = options.simulation?.(ctx);
  const kick = async () => {
    if (!simulation) return;
    if (options.cluster && !options.cluster.leads()) return options.cluster.wakeLeader();
    await simulation.kick();
  };
  /** One call of the core: a unit of work of its own (unit.ts). */
  const unit =
    <A extends unknown[], R>(fn: (ctx: CoreContext, ...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      ctx.unit((c) => fn(c, ...args));
  /** A change, then (after its commit) the simulated people react to it. */
  const change =
    <A extends unknown[], R>(fn: (ctx: CoreContext, ...args: A) => Promise<R>, turns?: string) =>
    async (...args: A): Promise<R> => {
      const result = await ctx.unit((c) => fn(c, ...args), turns ? { turns } : undefined);
      await kick();
      return result;
    };
  /** A change to a waiting line: such changes take turns (UnitOptions) rather than collide. */
  const queueChange = <A extends unknown[], R>(fn: (ctx: CoreContext, ...args: A) => Promise<R>) =>
    change(fn, 'queue');

  const kit: CoreKit = { ctx, unit, change, queueChange, kick, options };
  return {
    ctx,
    bus: ctx.bus,
    ...accountsCalls(kit),
    ...conversationCalls(kit),
    ...contentCalls(kit),
    ...consoleCalls(kit),
    ...reviewCalls(kit),
    /** Wakes the simulation (on the leader, in a cluster), e.g. after a host-level change. */
    kick,
  };
}

export type WebchatCore = ReturnType<typeof createCore>;
