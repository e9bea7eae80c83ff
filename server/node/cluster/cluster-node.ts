import { Redis } from 'ioredis';
import { startLeaderLease, type LeaderLease } from './leader';
import { createRedisBus } from './redis-bus';

const WAKE = 'webchat:wake';

export interface ClusterNode {
  /** For the shared rate limits. */
  redis: Redis;
  bus: ReturnType<typeof createRedisBus>;
  lease: LeaderLease;
  /** For the core: whether this node runs the simulation, and how to tell the one that does. */
  cluster: { leads(): boolean; wakeLeader(): void };
  stop(): Promise<void>;
}

/**
 * This process as one node of a cluster (#20): frames to and from the other nodes through
 * Redis, and a leader lease; `onLead` runs each time this node becomes the leader, `onWake`
 * on the leader when another node reports a change the simulated people should see.
 */
export async function joinCluster(
  redisUrl: string,
  nodeId: string,
  handlers: { onLead(): void; onWake(): void; onError(error: unknown): void },
): Promise<ClusterNode> {
  const options = { maxRetriesPerRequest: 2, lazyConnect: true };
  const pub = new Redis(redisUrl, { ...options, connectionName: `webchat-${nodeId}-pub` });
  const sub = new Redis(redisUrl, { ...options, connectionName: `webchat-${nodeId}-sub` });
  for (const client of [pub, sub]) client.on('error', handlers.onError);
  await Promise.all([pub.connect(), sub.connect()]);
  const bus = createRedisBus({ pub, sub }, nodeId);
  await sub.subscribe(WAKE);
  sub.on('message', (channel: string) => {
    if (channel === WAKE && lease.leads()) handlers.onWake();
  });
  const lease = startLeaderLease(pub, nodeId, {
    onChange: (leading) => {
      if (leading) handlers.onLead();
    },
  });
  return {
    redis: pub,
    bus,
    lease,
    cluster: {
      leads: () => lease.leads(),
      wakeLeader: () => void pub.publish(WAKE, nodeId).catch(handlers.onError),
    },
    async stop() {
      await lease.stop();
      sub.disconnect();
      pub.disconnect();
    },
  };
}
