// @vitest-environment node
import {
  createCore,
  createMemoryStore,
  createMemoryTokenLedger,
  ManualClock,
  withTokenExpiry,
  type TokenLedger,
} from '../core';
import { seedSupportCentre } from '../core/seed';
import { openSqliteStore } from './sqlite-store';
import { createSqliteTokenLedger } from './token-expiry';

const HOUR = 3_600_000;

function setup(ledger: TokenLedger = createMemoryTokenLedger()) {
  const clock = new ManualClock();
  let n = 0;
  const store = withTokenExpiry(createMemoryStore(), {
    ttlMs: 24 * HOUR,
    now: () => clock.now(),
    ledger,
    newToken: () => `renewed-${++n}`,
  });
  seedSupportCentre(store, clock);
  const core = createCore({ store, clock, simulate: false });
  return { clock, store, core };
}

describe('tokens that expire', () => {
  it('refuses a visitor token after the TTL, so the client starts over', () => {
    const { clock, core } = setup();
    const { token, cubeUid } = core.loginAnon();
    clock.advance(23 * HOUR);
    expect(core.visitorByToken(token).cubeUid).toBe(cubeUid);
    expect(core.accountForToken(token)).toEqual({ account: cubeUid, role: 'user' });
    clock.advance(2 * HOUR);
    expect(() => core.visitorByToken(token)).toThrow(expect.objectContaining({ status: 401 }));
    expect(core.accountForToken(token)).toBeUndefined();
    // A new anonymous login works at once.
    expect(core.visitorByToken(core.loginAnon().token)).toBeDefined();
  });

  it('gives a returning visitor a fresh token instead of the expired one', () => {
    const { clock, core } = setup();
    const first = core.loginVisitor({ phone: '13800138000', code: '123456' });
    clock.advance(25 * HOUR);
    const again = core.loginVisitor({ phone: '13800138000', code: '123456' });
    expect(again.cubeUid).toBe(first.cubeUid);
    expect(again.token).not.toBe(first.token);
    expect(core.visitorByToken(again.token).cubeUid).toBe(first.cubeUid);
  });

  it('signs an engineer out after the TTL; logging in again issues a new token', async () => {
    const { clock, core } = setup();
    const first = await core.engineerLogin('demo', 'demo123');
    expect(core.engineerByToken(first.token).code).toBe('E0001');
    clock.advance(25 * HOUR);
    expect(() => core.engineerByToken(first.token)).toThrow(
      expect.objectContaining({ status: 401 }),
    );
    const again = await core.engineerLogin('demo', 'demo123');
    expect(again.token).toBeDefined();
    expect(again.token).not.toBe(first.token);
    expect(core.engineerByToken(again.token).code).toBe('E0001');
  });

  it('never records tokens nobody was given', () => {
    const ledger = createMemoryTokenLedger();
    const { core } = setup(ledger);
    expect(() => core.visitorByToken('guess')).toThrow();
    expect(ledger.issuedAt('guess')).toBeUndefined();
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
