import type { Redis } from 'ioredis';
import { EventBus, type Bus } from '../../core/bus';
import type { CoreEvent } from '../../core/events';

const PREFIX = 'webchat:to:';

/**
 * The core's bus across the nodes of a cluster: a frame reaches the sockets of this node at
 * once and, through a Redis channel per account, the nodes where that account has a socket
 * too. A node subscribes to an account's channel while it holds a socket of that account, so
 * each node hears only the frames of its own sockets (as Socket.IO's sharded Redis adapter
 * does), not every frame of the cluster. Frames of one publisher arrive in order.
 */
export function createRedisBus(redis: { pub: Redis; sub: Redis }, nodeId: string) {
  const local = new EventBus();
  const { pub, sub } = redis;
  sub.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(PREFIX)) return;
    let frame: { from: string; event: CoreEvent };
    try {
      frame = JSON.parse(payload) as { from: string; event: CoreEvent };
    } catch {
      return;
    }
    // This node delivered its own frames already.
    if (frame.from !== nodeId) local.publish(channel.slice(PREFIX.length), frame.event);
  });
  // Subscriptions Redis has not confirmed yet.
  const inflight = new Set<Promise<unknown>>();
  const track = (request: Promise<unknown>) => {
    const settled: Promise<unknown> = request
      .catch(() => undefined)
      .finally(() => inflight.delete(settled));
    inflight.add(settled);
  };
  const bus: Bus & { subscribed(): Promise<void> } = {
    publish(account, event) {
      local.publish(account, event);
      void pub.publish(PREFIX + account, JSON.stringify({ from: nodeId, event })).catch(() => {
        // Redis away: this node's sockets were served; the others catch up when they resync.
      });
    },
    subscribe(account, listener) {
      const first = !local.isOnline(account);
      const off = local.subscribe(account, listener);
      if (first) track(sub.subscribe(PREFIX + account));
      return () => {
        off();
        if (!local.isOnline(account)) track(sub.unsubscribe(PREFIX + account));
      };
    },
    isOnline: (account) => local.isOnline(account),
    connections: (account) => local.connections(account),
    /** Resolves once Redis has confirmed every subscription asked for so far. */
    async subscribed() {
      await Promise.all([...inflight]);
    },
  };
  return bus;
}
