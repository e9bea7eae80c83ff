// @vitest-environment node
import { Redis } from 'ioredis';
import { startLeaderLease, type LeaderLease } from './leader';
import { startLocalRedis, type LocalRedis } from './local-redis';

const TTL = 600;
const RENEW = 200;

let redis: LocalRedis;
const clients: Redis[] = [];
const leases: LeaderLease[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
});

afterEach(async () => {
  await Promise.all(leases.splice(0).map((lease) => lease.stop()));
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redis?.stop();
});

function client() {
  const c = new Redis(redis.url);
  clients.push(c);
  return c;
}

/** A node's lease on `key`, with the changes it was told of. */
function lease(nodeId: string, key: string) {
  const changes: boolean[] = [];
  const started = startLeaderLease(client(), nodeId, {
    key,
    ttlMs: TTL,
    renewMs: RENEW,
    onChange: (leading) => changes.push(leading),
  });
  leases.push(started);
  return { lease: started, changes };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await sleep(10);
  }
  return true;
}

describe('the leader lease', () => {
  it('lets exactly one of two nodes lead, and keeps it leading while it renews', async () => {
    const a = lease('node-a', 'lease:one');
    const b = lease('node-b', 'lease:one');
    expect(await until(() => a.lease.leads() || b.lease.leads(), 1_000)).toBe(true);
    await sleep(100);
    expect([a.lease.leads(), b.lease.leads()].filter(Boolean)).toHaveLength(1);
    const leader = a.lease.leads() ? 'node-a' : 'node-b';
    // Well past the TTL: the leader renewed, nobody took over.
    await sleep(TTL * 2);
    expect(a.lease.leads()).toBe(leader === 'node-a');
    expect(b.lease.leads()).toBe(leader === 'node-b');
    expect(await client().get('lease:one')).toBe(leader);
    expect([...a.changes, ...b.changes]).toEqual([true]);
  });

  it('hands over when the leader stops', async () => {
    const a = lease('node-a', 'lease:handover');
    expect(await until(() => a.lease.leads(), 1_000)).toBe(true);
    const b = lease('node-b', 'lease:handover');
    await sleep(RENEW * 2);
    expect(b.lease.leads()).toBe(false);

    await a.lease.stop();
    expect(a.lease.leads()).toBe(false);
    expect(a.changes).toEqual([true, false]);
    // Released, so the other takes it at its next try, well within ttl + renew.
    expect(await until(() => b.lease.leads(), TTL + RENEW)).toBe(true);
    expect(b.changes).toEqual([true]);
    expect(await client().get('lease:handover')).toBe('node-b');
  });

  it('takes over from a leader that died without letting go, once its lease ran out', async () => {
    const key = 'lease:dead';
    // A node that took the lease and then went silent.
    await client().set(key, 'node-dead', 'PX', TTL);
    const b = lease('node-b', key);
    await sleep(RENEW);
    expect(b.lease.leads()).toBe(false);
    expect(await until(() => b.lease.leads(), TTL + RENEW)).toBe(true);
  });

  it('stops leading at the next renewal when someone else holds the key', async () => {
    const a = lease('node-a', 'lease:stolen');
    expect(await until(() => a.lease.leads(), 1_000)).toBe(true);
    await client().set('lease:stolen', 'intruder');
    expect(await until(() => !a.lease.leads(), RENEW * 2 + 200)).toBe(true);
    expect(a.changes).toEqual([true, false]);
    // It does not take the key back from its holder, nor renew the holder's lease.
    await sleep(RENEW * 2);
    expect(a.lease.leads()).toBe(false);
    expect(await client().get('lease:stolen')).toBe('intruder');
    expect(await client().pttl('lease:stolen')).toBe(-1);
  });

  it('claims its key back when the key vanished (nobody else held it), without a gap', async () => {
    const a = lease('node-a', 'lease:deleted');
    expect(await until(() => a.lease.leads(), 1_000)).toBe(true);
    await client().del('lease:deleted');
    let holder: string | null = null;
    const end = Date.now() + RENEW * 2 + 200;
    while (Date.now() < end && (holder = await client().get('lease:deleted')) !== 'node-a')
      await sleep(20);
    expect(holder).toBe('node-a');
    expect(a.lease.leads()).toBe(true);
    expect(a.changes).toEqual([true]);
  });

  it('does not lead after stop(), even when a claim was on its way', async () => {
    const c = lease('node-c', 'lease:racing');
    await c.lease.stop();
    expect(c.lease.leads()).toBe(false);
    expect(c.changes.filter((x) => x)).toEqual([]);
    expect(await client().get('lease:racing')).toBeNull();
  });

  it('stops without deleting a key another node holds now (before it noticed)', async () => {
    const b = lease('node-b', 'lease:other');
    await until(() => b.lease.leads(), 1_000);
    await client().set('lease:other', 'node-c', 'PX', TTL * 10);
    await b.lease.stop();
    expect(await client().get('lease:other')).toBe('node-c');
  });
});
