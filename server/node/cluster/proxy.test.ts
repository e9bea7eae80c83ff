// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { freePort } from './local-postgres';
import { startBalancer, type Balancer } from './proxy';

interface Target {
  name: string;
  url: string;
  close(): Promise<void>;
}

/** A node as the balancer sees it: /healthz, a page naming it, and a socket that answers. */
async function target(name: string): Promise<Target> {
  const server: Server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(req.url === '/healthz' ? 'ok' : name);
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => {
    socket.on('message', (data) => socket.send(`${name}:${String(data)}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closed = false;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    async close() {
      if (closed) return;
      closed = true;
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const targets: Target[] = [];
const balancers: Balancer[] = [];

async function cluster(names: string[]) {
  const started = await Promise.all(names.map(target));
  targets.push(...started);
  const balancer = await startBalancer({
    port: 0,
    targets: started.map((t) => t.url),
    checkEveryMs: 100,
  });
  balancers.push(balancer);
  return { balancer, targets: started };
}

afterEach(async () => {
  await Promise.all(balancers.splice(0).map((b) => b.stop()));
  await Promise.all(targets.splice(0).map((t) => t.close()));
});

async function ask(balancer: Balancer) {
  const response = await fetch(`${balancer.url}/`);
  return { status: response.status, body: await response.text() };
}

async function names(balancer: Balancer, count: number) {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) out.push((await ask(balancer)).body);
  return out;
}

describe('the balancer in front of the nodes', () => {
  it('sends consecutive requests round-robin to every node, with no stickiness', async () => {
    const { balancer } = await cluster(['n1', 'n2', 'n3']);
    const seen = await names(balancer, 9);
    expect(new Set(seen)).toEqual(new Set(['n1', 'n2', 'n3']));
    // Each run of three meets every node once; no node answers twice in a row.
    for (let i = 0; i < 9; i += 3) expect(new Set(seen.slice(i, i + 3)).size).toBe(3);
    for (let i = 1; i < 9; i += 1) expect(seen[i]).not.toBe(seen[i - 1]);
  });

  it('alternates between two nodes', async () => {
    const { balancer } = await cluster(['n1', 'n2']);
    const seen = await names(balancer, 6);
    expect(seen.filter((n) => n === 'n1')).toHaveLength(3);
    for (let i = 1; i < 6; i += 1) expect(seen[i]).not.toBe(seen[i - 1]);
  });

  it('stops sending to a node that went away once its health check noticed', async () => {
    const {
      balancer,
      targets: [n1, n2, n3],
    } = await cluster(['n1', 'n2', 'n3']);
    await n2!.close();
    const end = Date.now() + 3_000;
    while (balancer.healthy().includes(n2!.url)) {
      if (Date.now() > end) throw new Error('the balancer never noticed n2 went away');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(balancer.healthy()).toEqual([n1!.url, n3!.url]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(balancer)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['n1', 'n3']));
  });

  it('answers a request that reached a node which just went away with 502, not a hang', async () => {
    const {
      balancer,
      targets: [n1],
    } = await cluster(['n1']);
    await n1!.close();
    // Before the next health check, when it may still be picked.
    const { status } = await ask(balancer);
    expect([502, 503]).toContain(status);
  });

  it('passes a WebSocket through to a node', async () => {
    const { balancer } = await cluster(['n1', 'n2']);
    const socket = new WebSocket(`${balancer.url.replace('http', 'ws')}/socket`);
    const answer = await new Promise<string>((resolve, reject) => {
      socket.once('open', () => socket.send('hello'));
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
    });
    socket.close();
    expect(answer).toMatch(/^n[12]:hello$/);
  });

  it('answers 503 when no node is up', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const balancer = await startBalancer({ port: 0, targets: [dead], checkEveryMs: 100 });
    balancers.push(balancer);
    expect(balancer.healthy()).toEqual([]);
    const response = await fetch(`${balancer.url}/anything`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('brings a node back once it answers its health check again', async () => {
    const {
      balancer,
      targets: [n1],
    } = await cluster(['n1']);
    const port = Number(new URL(n1!.url).port);
    await n1!.close();
    const until = async (check: () => boolean) => {
      const end = Date.now() + 3_000;
      while (!check()) {
        if (Date.now() > end) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until(() => balancer.healthy().length === 0);
    expect((await ask(balancer)).status).toBe(503);
    const again = createServer((_req, res) => res.end('n1 again'));
    await new Promise<void>((resolve) => again.listen(port, '127.0.0.1', resolve));
    targets.push({
      name: 'n1 again',
      url: n1!.url,
      close: () => {
        again.closeAllConnections();
        return new Promise<void>((resolve) => again.close(() => resolve()));
      },
    });
    await until(() => balancer.healthy().length === 1);
    expect(await ask(balancer)).toEqual({ status: 200, body: 'n1 again' });
  });
});
