import type { CoreContext } from './context';
import type { OutboxItem, OutgoingMail, OutgoingSms } from './types';

/**
 * The outbox: transcripts mailed to visitors and engineers' short messages wait in the store
 * (not in one process's memory) until the host's mail server or SMS gateway takes them. A queued
 * item is tried right after its unit commits; one that fails is tried again later, a few times,
 * then kept as failed. Any node may send: taking an item is a unit of its own that marks it
 * `sending` for OUTBOX_HOLD_MS, so two nodes never both take it, and an item a node took before
 * it stopped is taken again once the hold ends (at least once, never lost).
 */

/** How long a node holds an item it took before another may take it. */
export const OUTBOX_HOLD_MS = 2 * 60_000;
/** Tries before an item is failed for good. */
export const OUTBOX_ATTEMPTS = 6;
/** The wait after the first failed try; each next wait is twice the one before (30 s … 8 min). */
export const OUTBOX_RETRY_MS = 30_000;
/** How often a host sweeps the outbox (what is due after a restart, a retry another node set). */
export const OUTBOX_SWEEP_MS = 60_000;
/**
 * How long items are kept (the mail limit reads the last hour): sent and failed ones, and those
 * that waited a week for a gateway the centre never set (a transcript that old is no use).
 */
export const OUTBOX_KEEP_MS = 7 * 24 * 3_600_000;

type Payload =
  { channel: 'mail'; message: OutgoingMail } | { channel: 'sms'; message: OutgoingSms };

/** Queues a message inside the caller's unit; it is tried once the unit commits. */
export async function enqueue(ctx: CoreContext, payload: Payload): Promise<void> {
  const now = ctx.clock.now();
  const item = {
    ...payload,
    id: payload.message.id,
    state: 'queued',
    at: now,
    dueAt: now,
    attempts: 0,
    ...(payload.channel === 'mail' && { cubeUid: payload.message.cubeUid }),
  } as OutboxItem;
  await ctx.store.outbox.put(item);
  // A unit holds its timers until it commits (unit.ts): the item is durable before it is tried.
  if (channelsOf(ctx).includes(item.channel))
    ctx.clock.setTimeout(() => deliverDue(ctx).then(() => undefined), 0);
}

/** The channels this centre can send on (a channel without a gateway keeps its items queued). */
function channelsOf(ctx: CoreContext): OutboxItem['channel'][] {
  return [
    ...(ctx.messenger.mail ? ['mail' as const] : []),
    ...(ctx.messenger.sms ? ['sms' as const] : []),
  ];
}

async function send(ctx: CoreContext, item: OutboxItem): Promise<void> {
  if (item.channel === 'mail')
    await ctx.messenger.mail!({
      to: item.message.to,
      subject: item.message.subject,
      html: item.message.html,
    });
  else await ctx.messenger.sms!({ to: item.message.phone, text: item.message.text });
}

/** Deliveries under way, per centre (its messenger): a host waits for them before it stops. */
const underWay = new WeakMap<object, Set<Promise<unknown>>>();

/**
 * Sends what is due on the channels the centre has, one item at a time, and says how many were
 * sent. Taking an item commits before it is sent, and holds it for OUTBOX_HOLD_MS, far longer
 * than one send may take (the gateways' timeouts); its result is written only while this taker
 * still holds it, so a node that was too slow never overwrites the one that took it after.
 */
export function deliverDue(ctx: CoreContext): Promise<number> {
  let running = underWay.get(ctx.messenger);
  if (!running) underWay.set(ctx.messenger, (running = new Set()));
  const delivery = deliverEach(ctx);
  running.add(delivery);
  void delivery.then(
    () => running.delete(delivery),
    () => running.delete(delivery),
  );
  return delivery;
}

async function deliverEach(ctx: CoreContext): Promise<number> {
  const channels = channelsOf(ctx);
  if (channels.length === 0) return 0;
  let sent = 0;
  for (;;) {
    const item = await ctx.unit(
      async (u) => {
        const now = u.clock.now();
        const [due] = await u.store.outbox.due(now, channels, 1);
        if (!due) return undefined;
        const held: OutboxItem = {
          ...due,
          state: 'sending',
          dueAt: now + OUTBOX_HOLD_MS,
          attempts: due.attempts + 1,
        };
        await u.store.outbox.put(held);
        return held;
      },
      { turns: 'outbox' },
    );
    if (!item) return sent;
    const error = await send(ctx, item).then(
      () => undefined,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    if (error === undefined) sent += 1;
    await ctx.unit(
      async (u) => {
        const now = u.clock.now();
        const row = await u.store.outbox.get(item.id);
        // Another node took it after this one's hold ended: its result is that node's to write.
        if (row?.state !== 'sending' || row.attempts !== item.attempts) return;
        const done: OutboxItem =
          error === undefined
            ? { ...item, state: 'sent', sentAt: now, dueAt: now }
            : item.attempts >= OUTBOX_ATTEMPTS
              ? { ...item, state: 'failed', lastError: error, dueAt: now }
              : {
                  ...item,
                  state: 'queued',
                  lastError: error,
                  dueAt: now + OUTBOX_RETRY_MS * 2 ** (item.attempts - 1),
                };
        await u.store.outbox.put(done);
        if (done.state === 'queued')
          u.clock.setTimeout(() => deliverDue(ctx).then(() => undefined), done.dueAt - now);
      },
      { turns: 'outbox' },
    );
    if (error !== undefined)
      ctx.reportError(new Error(`outbox: ${item.channel} ${item.id} not sent: ${error}`));
  }
}

/** Resolves once the deliveries under way have ended (a host stopping waits for it). */
export async function outboxSettled(ctx: CoreContext): Promise<void> {
  await Promise.allSettled([...(underWay.get(ctx.messenger) ?? [])]);
}

/** The host's sweep: what is due (after a restart, a retry another node scheduled), and tidying. */
export async function sweepOutbox(ctx: CoreContext): Promise<number> {
  await ctx.unit((u) => u.store.outbox.prune(u.clock.now() - OUTBOX_KEEP_MS));
  return deliverDue(ctx);
}

/** What one channel's outbox holds, sent or not, oldest first (tests; an operator's view). */
export async function outboxMessages<C extends OutboxItem['channel']>(
  ctx: CoreContext,
  channel: C,
): Promise<(C extends 'mail' ? OutgoingMail : OutgoingSms)[]> {
  const items = await ctx.store.outbox.ofChannel(channel);
  return items.map((item) => item.message) as (C extends 'mail' ? OutgoingMail : OutgoingSms)[];
}
