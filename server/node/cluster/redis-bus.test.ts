// @vitest-environment node
import { Redis } from 'ioredis';
import type { CoreEvent } from '../../core';
import { startLocalRedis, type LocalRedis } from './local-redis';
import { createRedisBus } from './redis-bus';

let redis: LocalRedis;
const clients: Redis[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redis?.stop();
});

/** One node: its own publishing and subscribing connections, as joinCluster makes them. */
function node(id: string) {
  const pub = new Redis(redis.url);
  const sub = new Redis(redis.url);
  clients.push(pub, sub);
  return createRedisBus({ pub, sub }, id);
}

const typing = (n: number): CoreEvent => ({ type: 'typing', sessionId: `s-${n}`, typing: true });

async function until(check: () => boolean, ms = 2_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Long enough for a stray frame through Redis to arrive on this machine. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('the Redis bus between nodes', () => {
  it("delivers a frame to the account's listener on the other node once, and locally once", async () => {
    const a = node('node-a');
    const b = node('node-b');
    const onA: CoreEvent[] = [];
    const onB: CoreEvent[] = [];
    a.subscribe('visitor-x', (e) => onA.push(e));
    b.subscribe('visitor-x', (e) => onB.push(e));
    await Promise.all([a.subscribed(), b.subscribed()]);

    a.publish('visitor-x', typing(1));
    // The publishing node serves its own listeners at once, without waiting for Redis.
    expect(onA).toEqual([typing(1)]);
    await until(() => onB.length > 0);
    await settle();
    expect(onB).toEqual([typing(1)]);
    // Its own echo through Redis is not delivered a second time.
    expect(onA).toEqual([typing(1)]);
  });

  it('delivers only to the account the frame is for', async () => {
    const a = node('node-a');
    const b = node('node-b');
    const toY: CoreEvent[] = [];
    const toZ: CoreEvent[] = [];
    b.subscribe('visitor-y', (e) => toY.push(e));
    b.subscribe('visitor-z', (e) => toZ.push(e));
    await b.subscribed();
    a.publish('visitor-y', typing(2));
    await until(() => toY.length > 0);
    await settle();
    expect(toY).toEqual([typing(2)]);
    expect(toZ).toEqual([]);
  });

  it('stops delivering to a node once its last listener of the account unsubscribed', async () => {
    const a = node('node-a');
    const b = node('node-b');
    const onB: CoreEvent[] = [];
    const off = b.subscribe('engineer-e1', (e) => onB.push(e));
    await b.subscribed();
    a.publish('engineer-e1', typing(1));
    await until(() => onB.length === 1);

    off();
    await b.subscribed();
    a.publish('engineer-e1', typing(2));
    await settle();
    expect(onB).toEqual([typing(1)]);
    expect(b.isOnline('engineer-e1')).toBe(false);
    // The node no longer hears the account's frames at all (its channel is let go).
    const admin = new Redis(redis.url);
    clients.push(admin);
    const counts = (await admin.call('PUBSUB', 'NUMSUB', 'webchat:to:engineer-e1')) as unknown[];
    expect(Number(counts[1])).toBe(0);
  });

  it('keeps listening while another listener of the account remains on the node', async () => {
    const a = node('node-a');
    const b = node('node-b');
    const first: CoreEvent[] = [];
    const second: CoreEvent[] = [];
    const off = b.subscribe('visitor-w', (e) => first.push(e));
    b.subscribe('visitor-w', (e) => second.push(e));
    await b.subscribed();
    off();
    await b.subscribed();
    a.publish('visitor-w', typing(3));
    await until(() => second.length > 0);
    await settle();
    expect(second).toEqual([typing(3)]);
    expect(first).toEqual([]);
  });

  it('keeps the order of one publisher', async () => {
    const a = node('node-a');
    const b = node('node-b');
    const seen: string[] = [];
    b.subscribe('visitor-o', (e) => seen.push(e.type === 'typing' ? e.sessionId : '?'));
    await b.subscribed();
    const sent = Array.from({ length: 50 }, (_, i) => `s-${i}`);
    for (let i = 0; i < 50; i += 1) a.publish('visitor-o', typing(i));
    await until(() => seen.length >= 50);
    await settle();
    expect(seen).toEqual(sent);
  });

  it('counts only the listeners of this node as online', async () => {
    const a = node('node-a');
    const b = node('node-b');
    expect(a.isOnline('visitor-c')).toBe(false);
    expect(a.connections('visitor-c')).toBe(0);
    const offs = [a.subscribe('visitor-c', () => {}), a.subscribe('visitor-c', () => {})];
    await a.subscribed();
    expect(a.isOnline('visitor-c')).toBe(true);
    expect(a.connections('visitor-c')).toBe(2);
    // Another node's sockets are not this node's connections.
    expect(b.isOnline('visitor-c')).toBe(false);
    expect(b.connections('visitor-c')).toBe(0);
    offs[0]!();
    expect(a.connections('visitor-c')).toBe(1);
    offs[1]!();
    expect(a.isOnline('visitor-c')).toBe(false);
    expect(a.connections('visitor-c')).toBe(0);
  });
});
