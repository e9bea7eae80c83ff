// @vitest-environment node
import { nativePasswords } from './passwords';
import { startTestServer, withoutMsw, type TestServer } from '../testing/test-server';

withoutMsw();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ simulate: false });
});
afterAll(() => server.stop());

const login = (password: string) =>
  fetch(`${server.url}/api/csc/engineer/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password }),
  });

/**
 * argon2 behind a gate: every check that starts waits until each of the 200 requests is either
 * answered or waiting there, so nothing is counted before all are in (as when 200 arrive faster
 * than argon2 answers), whatever the machine's speed. Then the checks run as usual.
 */
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

describe('the sign-in throttle on the reference server (#37 item 4)', () => {
  it('200 wrong passwords at once at one engineer: 5 reach the argon2 check, 195 are 429 at once', async () => {
    const { verify, open } = gatedVerify();
    let answered = 0;
    const responses = Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login(`guess-${i}`).then((response) => {
          answered += 1;
          return response;
        }),
      ),
    );
    await vi.waitFor(() => expect(answered + verify.mock.calls.length).toBe(200), {
      timeout: 30_000,
      interval: 20,
    });
    // Before the reservation all 200 reached argon2 (the failure was counted after the check).
    expect(verify.mock.calls.length).toBeLessThanOrEqual(20);
    expect(verify).toHaveBeenCalledTimes(5);
    open();
    const statuses = (await responses).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    const refused = (await responses).find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await refused.json()).message).toMatchObject({ code: 'try_again_soon' });
    // After the wait the right password signs in.
    server.advanceTime(1_000);
    expect((await login('demo123')).status).toBe(200);
  }, 60_000);
});
