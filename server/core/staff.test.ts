import { tokenDigest } from './tokens';
import { createMemoryStore } from './memory-store';
import { createCore } from './core';
import { ManualClock } from './clock';
import { DEMO_ENGINEER, seedSupportCentre } from '../demo/seed';
import { passwordProblem, StaffError } from './staff';
import { NO_ACCOUNT_HASH } from './passwords';

/** Issue #19 item 7: accounts made by people, and the demo's locked away outside a demo. */
async function centre(demo: boolean) {
  const store = createMemoryStore();
  const clock = new ManualClock();
  await seedSupportCentre(store, clock, { demo });
  return { store, core: createCore({ store, clock }) };
}

describe('staff accounts', () => {
  it.each([
    ['short7!', 'at least 8'],
    ['x'.repeat(129), 'at most 128'],
    ['Zhang.Wei', 'may not be the account'],
    [DEMO_ENGINEER.password, 'public'],
  ])('refuses the password %j (%s)', (password, why) => {
    expect(passwordProblem(password, 'zhang.wei')).toContain(why);
  });

  it('adds an engineer with a hashed password, the next code and every queue by default', async () => {
    const { core, store } = await centre(false);
    const first = await core.addEngineer({
      account: 'Zhang',
      name: '张工',
      password: 'long-enough-1',
    });
    const second = await core.addEngineer({
      account: 'li.na',
      name: '李娜',
      password: 'long-enough-2',
      skills: ['NB'],
      role: 'supervisor',
    });
    expect(first).toMatchObject({
      code: 'E2001',
      account: 'zhang',
      role: 'engineer',
      status: 'offline',
    });
    expect(first.skills).toEqual((await store.productLines.all()).map((line) => line.queueCode));
    expect(second).toMatchObject({ code: 'E2002', skills: ['NB'], role: 'supervisor' });
    expect(first.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(core.engineerLogin('zhang', 'long-enough-1')).resolves.toBeDefined();
  });

  it.each([
    [{ account: 'a' }, '2-32'],
    [{ account: 'zhang wei' }, '2-32'],
    [{ skills: ['XX'] }, 'no such queue: XX'],
    [{ capacity: 0 }, 'capacity'],
    [{ name: ' ' }, 'name'],
  ])('refuses %o', async (change, why) => {
    const { core } = await centre(false);
    const input = { account: 'zhang', name: '张工', password: 'long-enough-1', ...change };
    await expect(core.addEngineer(input)).rejects.toThrow(StaffError);
    await expect(core.addEngineer(input)).rejects.toThrow(why);
  });

  it('refuses an account twice, and a reset signs the account out', async () => {
    const { core, store } = await centre(false);
    await core.addEngineer({ account: 'zhang', name: '张工', password: 'long-enough-1' });
    await expect(
      core.addEngineer({ account: 'ZHANG', name: '张', password: 'long-enough-2' }),
    ).rejects.toThrow('exists');
    const login = await core.engineerLogin('zhang', 'long-enough-1');
    await core.resetPassword('zhang', 'another-pass-3');
    expect((await store.engineers.all()).find((e) => e.account === 'zhang')?.token).toBeUndefined();
    expect(await store.engineers.findByToken(login.token ?? '')).toBeUndefined();
    await expect(core.engineerLogin('zhang', 'long-enough-1')).rejects.toThrow();
    await expect(core.engineerLogin('zhang', 'another-pass-3')).resolves.toBeDefined();
  });

  it("locks every account that still has the demo's password, and the demo visitor's token", async () => {
    const { core, store } = await centre(true);
    await core.addEngineer({ account: 'zhang', name: '张工', password: 'long-enough-1' });
    const locked = await core.lockDemoAccounts();
    expect(locked).toHaveLength((await store.engineers.all()).length - 1);
    expect(locked).not.toContain('zhang');
    for (const account of locked) {
      const row = (await store.engineers.all()).find((e) => e.account === account);
      expect(row).toMatchObject({ passwordHash: NO_ACCOUNT_HASH, status: 'offline' });
    }
    expect(await store.credentials.get(tokenDigest('demo-visitor-token'))).toBeUndefined();
    await expect(
      core.engineerLogin(DEMO_ENGINEER.account, DEMO_ENGINEER.password),
    ).rejects.toThrow();
  }, 60_000);
});
