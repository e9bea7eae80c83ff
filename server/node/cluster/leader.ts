import type { Redis } from 'ioredis';

/** Extends the lease only while this node still holds it (a compare-and-set in Redis). */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

export interface LeaderLease {
  leads(): boolean;
  stop(): Promise<void>;
}

export interface LeaderOptions {
  key?: string;
  /** How long a lease lasts unless renewed: how long a dead leader's work waits. @default 10 s */
  ttlMs?: number;
  /** How often the leader renews, and the others try to take over. @default ttl / 3 */
  renewMs?: number;
  /** Told when this node becomes the leader (true) or stops being it (false). */
  onChange?: (leading: boolean) => void;
}

/**
 * One node of the cluster leads at a time: it runs what must happen once per cluster (the
 * simulated people, the tidying after a leader died). The lease is a Redis key with an expiry,
 * set only if absent and renewed only by its holder; a leader that dies stops renewing and
 * another node takes the key within `ttlMs`.
 */
export function startLeaderLease(
  redis: Redis,
  nodeId: string,
  options: LeaderOptions = {},
): LeaderLease {
  const key = options.key ?? 'webchat:leader';
  const ttlMs = options.ttlMs ?? 10_000;
  const renewMs = options.renewMs ?? Math.floor(ttlMs / 3);
  let leading = false;
  let stopped = false;
  const become = (next: boolean) => {
    if (next === leading) return;
    leading = next;
    options.onChange?.(next);
  };
  const tick = async () => {
    try {
      if (leading) {
        become(Number(await redis.eval(RENEW, 1, key, nodeId, ttlMs)) === 1);
      } else {
        become((await redis.set(key, nodeId, 'PX', ttlMs, 'NX')) === 'OK');
      }
    } catch {
      // Redis unreachable: a leader cannot prove its lease, so it stops leading.
      become(false);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    await tick();
    if (!stopped) timer = setTimeout(() => void loop(), renewMs);
  };
  void loop();
  return {
    leads: () => leading,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (leading) await redis.eval(RELEASE, 1, key, nodeId).catch(() => undefined);
      become(false);
    },
  };
}
