// @vitest-environment node
import {
  createCore,
  createMemoryStore,
  createMemoryTokenLedger,
  ManualClock,
  storeTokenLedger,
  tokenDigest,
  withTokenExpiry,
  type Store,
  type TokenExpiryOptions,
} from '../core';
import { seedSupportCentre } from '../demo/seed';
import { signInByCode } from '../testing/core-fixture';
import { openSqliteStore } from './sqlite/sqlite-store';
import { createSqliteTokenLedger } from './token-expiry';

const HOUR = 3_600_000;

async function setup(
  ledger: TokenExpiryOptions['ledger'] = createMemoryTokenLedger(),
  base: Store = createMemoryStore(),
) {
  const clock = new ManualClock();
  const store = withTokenExpiry(base, { ttlMs: 24 * HOUR, now: () => clock.now(), ledger });
  await seedSupportCentre(store, clock);
  // Visitors' sign-ins carry their issue time (accounts.ts); engineers' go through the ledger.
  const core = createCore({
    store,
    clock,
    config: { tokenTtlMs: 24 * HOUR },
    messenger: { showsCodes: true },
  });
  return { clock, store, core };
}

describe('tokens that expire', () => {
  it('refuses a visitor token after the TTL, so the client starts over', async () => {
    const { clock, core } = await setup();
    const { token, cubeUid } = await core.loginAnon();
    await clock.advance(23 * HOUR);
    expect((await core.visitorByToken(token)).cubeUid).toBe(cubeUid);
    expect(await core.accountForToken(token)).toEqual({ account: cubeUid, role: 'user' });
    await clock.advance(2 * HOUR);
    await expect(core.visitorByToken(token)).rejects.toThrow(
      expect.objectContaining({ status: 401 }),
    );
    expect(await core.accountForToken(token)).toBeUndefined();
    // A new anonymous login works at once.
    expect(await core.visitorByToken((await core.loginAnon()).token)).toBeDefined();
  });

  it('gives a returning visitor a fresh token instead of the expired one', async () => {
    const { clock, core } = await setup();
    const first = await signInByCode(core, '13800138000');
    await clock.advance(25 * HOUR);
    await expect(core.visitorByToken(first.token)).rejects.toThrow(
      expect.objectContaining({ status: 401 }),
    );
    const again = await signInByCode(core, '13800138000');
    expect(again.cubeUid).toBe(first.cubeUid);
    expect(again.token).not.toBe(first.token);
    expect((await core.visitorByToken(again.token)).cubeUid).toBe(first.cubeUid);
  });

  it('signs an engineer out after the TTL; logging in again issues a new token', async () => {
    const { clock, core } = await setup();
    const first = await core.engineerLogin('demo', 'demo123');
    expect((await core.engineerByToken(first.token)).code).toBe('E0001');
    await clock.advance(25 * HOUR);
    await expect(core.engineerByToken(first.token)).rejects.toThrow(
      expect.objectContaining({ status: 401 }),
    );
    const again = await core.engineerLogin('demo', 'demo123');
    expect(again.token).toBeDefined();
    expect(again.token).not.toBe(first.token);
    expect((await core.engineerByToken(again.token)).code).toBe('E0001');
  });

  it('never records tokens nobody was given', async () => {
    const ledger = createMemoryTokenLedger();
    const { core } = await setup(ledger);
    await expect(core.visitorByToken('guess')).rejects.toThrow();
    expect(ledger.issuedAt('guess')).toBeUndefined();
  });

  it("keeps the ledger in the store's meta, written through the unit that issued the token", async () => {
    const memory = createMemoryStore();
    // A store whose units of work have a meta table of their own, as a database transaction does.
    const writtenInUnits: string[] = [];
    const base: Store = {
      ...memory,
      unit: (fn) =>
        memory.unit((inner) =>
          fn({
            ...inner,
            meta: {
              get: (key) => inner.meta.get(key),
              set: (key, value) => (writtenInUnits.push(key), inner.meta.set(key, value)),
            },
          }),
        ),
    };
    const { clock, core } = await setup(storeTokenLedger, base);
    const issuedAt = clock.now();
    const { token, code } = await core.engineerLogin('demo', 'demo123');
    // The ledger, as the store, knows the token by its digest only.
    expect(writtenInUnits).toContain(`token-issued:${tokenDigest(token!)}`);
    expect(await memory.meta.get(`token-issued:${tokenDigest(token!)}`)).toBe(issuedAt);
    expect(await memory.meta.get(`token-issued:${token}`)).toBeUndefined();
    await clock.advance(23 * HOUR);
    expect((await core.engineerByToken(token)).code).toBe(code);
    await clock.advance(2 * HOUR);
    await expect(core.engineerByToken(token)).rejects.toThrow(
      expect.objectContaining({ status: 401 }),
    );
  });

  it('remembers issue times in SQLite across a restart', () => {
    const sqlite = openSqliteStore(':memory:');
    const ledger = createSqliteTokenLedger(sqlite.db);
    ledger.record('t-1', 1000);
    ledger.record('t-1', 5000);
    expect(createSqliteTokenLedger(sqlite.db).issuedAt('t-1')).toBe(1000);
    sqlite.close();
  });
});
