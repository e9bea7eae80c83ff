import { ARGON2_PARAMS, DEMO_PASSWORD_HASH, NO_ACCOUNT_HASH, wasmPasswords } from './passwords';
import { makeCore } from '../testing/core-fixture';

describe('signing in: argon2id passwords and roles (#19)', () => {
  it('hashes with argon2id at OWASP’s parameters, salted: the same password twice is two hashes', async () => {
    const first = await wasmPasswords.hash('correct horse');
    const second = await wasmPasswords.hash('correct horse');
    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(ARGON2_PARAMS).toEqual({ memoryKiB: 19_456, passes: 2, lanes: 1, hashBytes: 32 });
    expect(second).not.toBe(first);
    expect(await wasmPasswords.verify(first, 'correct horse')).toBe(true);
    expect(await wasmPasswords.verify(first, 'correct horsE')).toBe(false);
    expect(await wasmPasswords.verify('not a hash', 'correct horse')).toBe(false);
  });

  it('the seeded demo hash is the demo password’s; the no-account hash matches nothing typed', async () => {
    expect(await wasmPasswords.verify(DEMO_PASSWORD_HASH, 'demo123')).toBe(true);
    for (const guess of ['', 'demo123', 'pw', 'password', '123456'])
      expect(await wasmPasswords.verify(NO_ACCOUNT_HASH, guess)).toBe(false);
  });

  it('signs an engineer in by the hash; a wrong password and an unknown account are both 401', async () => {
    const { core } = await makeCore();
    const verify = vi.spyOn(core.ctx.passwords, 'verify');
    expect(await core.engineerLogin('e1', 'pw')).toMatchObject({ code: 'E1', status: 'online' });
    await expect(core.engineerLogin('e1', 'PW')).rejects.toMatchObject({
      status: 401,
      reason: { code: 'wrong_password' },
    });
    await expect(core.engineerLogin('nobody', 'pw')).rejects.toMatchObject({ status: 401 });
    // The unknown account was checked too (against a hash nothing matches), so it takes as long.
    expect(verify).toHaveBeenCalledTimes(3);
    expect(verify).toHaveBeenLastCalledWith(NO_ACCOUNT_HASH, 'pw');
  });

  it('rehashes a password stored in plain text by older data, and drops the plain one', async () => {
    const { core, store } = await makeCore();
    const { passwordHash: _hash, ...old } = (await store.engineers.get('E1'))!;
    await store.engineers.put({ ...old, password: 'legacy-pw' } as never);
    expect(await core.rehashPlainPasswords()).toBe(1);
    const stored = (await store.engineers.get('E1'))!;
    expect(stored).not.toHaveProperty('password');
    expect(JSON.stringify(await store.engineers.all())).not.toContain('legacy-pw');
    expect(await core.engineerLogin('e1', 'legacy-pw')).toMatchObject({ code: 'E1' });
    expect(await core.rehashPlainPasswords()).toBe(0);
  });

  it('a supervisor signs in to review without going online; a plain engineer may not (#19 item 4)', async () => {
    const { core, store } = await makeCore();
    await store.engineers.put({ ...(await store.engineers.get('E1'))!, status: 'offline' });
    const supervisor = await core.supervisorLogin('e1', 'pw');
    expect(supervisor.reviewToken).toBeTruthy();
    expect(supervisor.token).toBeUndefined();
    expect((await store.engineers.get('E1'))?.status).toBe('offline');
    expect(await core.reviewer(supervisor.reviewToken)).toMatchObject({ code: 'E1' });
    await expect(core.supervisorLogin('e2', 'pw')).rejects.toMatchObject({
      status: 403,
      reason: { code: 'review_forbidden' },
    });
    // The console's sign-in puts E2 online, and its token still opens no review.
    const engineer = await core.engineerLogin('e2', 'pw');
    expect(engineer.status).toBe('online');
    await expect(core.reviewer(engineer.token)).rejects.toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});
