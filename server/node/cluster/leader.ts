import type { Redis } from 'ioredis';

/**
 * Takes the lease when nobody holds it, or extends it when this node does (also after a lost
 * renewal, so a leader cut off from Redis for a moment takes its own key back). 1: leading.
 */
const CLAIM = `local holder = redis.call('get', KEYS[1])
if holder == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if not holder then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
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
      const held = Number(await redis.eval(CLAIM, 1, key, nodeId, ttlMs)) === 1;
      // A claim that answered after stop() must not make a stopping node the leader.
      if (!stopped) become(held);
    } catch {
      // Redis unreachable: a leader cannot prove its lease, so it stops leading.
      become(false);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const loop = async () => {
    running = tick();
    await running;
    if (!stopped) timer = setTimeout(() => void loop(), renewMs);
  };
  void loop();
  return {
    leads: () => leading,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A claim under way may take the key after all: wait for it, then hand the key back.
      await running;
      await redis.eval(RELEASE, 1, key, nodeId).catch(() => undefined);
      become(false);
    },
  };
}
