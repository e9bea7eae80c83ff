// @vitest-environment node
import { startLocalPostgres, type LocalPostgres } from '@server/node/cluster/local-postgres';
import { startLocalRedis, type LocalRedis } from '@server/node/cluster/local-redis';
import { nativePasswords } from '@server/node/passwords';
import { startTestServer, withoutMsw, type TestServer } from '@server/testing/test-server';

/**
 * The sign-in throttle of a cluster (#37 item 4): two nodes on PostgreSQL and Redis count the
 * attempts at one account together, reserving each before argon2 checks it.
 */
withoutMsw();

let postgres: LocalPostgres | undefined;
let redis: LocalRedis | undefined;
const nodes: TestServer[] = [];

beforeAll(async () => {
  postgres = await startLocalPostgres({ fast: true });
  redis = await startLocalRedis();
  const start = (i: number) =>
    startTestServer({
      simulate: false,
      logLevel: 'warn',
      databaseUrl: postgres!.url,
      redisUrl: redis!.url,
      dbPoolSize: 4,
      nodeId: `node-${i}`,
    });
  // The first node migrates and seeds; the second finds it done.
  nodes.push(await start(1));
  nodes.push(await start(2));
}, 120_000);

afterAll(async () => {
  // One at a time: each hands its lease back before the next stops.
  for (const node of nodes.splice(0)) await node.stop();
  await redis?.stop();
  postgres?.stop();
}, 60_000);

const login = (node: TestServer, password: string) =>
  fetch(`${node.url}/api/csc/engineer/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password }),
  });

/** argon2 behind a gate, as in server/node/login-throttle.test.ts: nothing is counted before all 200 are in. */
function gatedVerify() {
  const real = nativePasswords.verify.bind(nativePasswords);
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const verify = vi.spyOn(nativePasswords, 'verify').mockImplementation(async (hash, password) => {
    await gate;
    return real(hash, password);
  });
  return { verify, open };
}

describe('the sign-in throttle of a cluster (#37 item 4)', () => {
  it('200 wrong passwords at once over two nodes: 5 reach the argon2 check, 195 are 429', async () => {
    const { verify, open } = gatedVerify();
    let answered = 0;
    const responses = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login(nodes[i % 2]!, `guess-${i}`).then((response) => {
          answered += 1;
          return response;
        }),
      ),
    );
    await vi.waitFor(() => expect(answered + verify.mock.calls.length).toBe(200), {
      timeout: 30_000,
      interval: 20,
    });
    // Counted per node, each node would let its own 5 through (and all 200 before #37).
    expect(verify.mock.calls.length).toBeLessThanOrEqual(20);
    expect(verify).toHaveBeenCalledTimes(5);
    open();
    const statuses = (await responses).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    expect((await responses).find((r) => r.status === 429)!.headers.get('retry-after')).toBe('1');
    // After the wait the right password signs in on either node.
    for (const node of nodes) node.advanceTime(1_000);
    expect((await login(nodes[1]!, 'demo123')).status).toBe(200);
  }, 60_000);
});
