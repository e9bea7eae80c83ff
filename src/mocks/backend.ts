import { createHttpApp } from '@server/http/app';
import { demoUserCentre } from '@server/http/user-centre';
import {
  createCore,
  createMemoryStore,
  createMemoryTokenLedger,
  DEFAULT_TOKEN_TTL_HOURS,
  systemClock,
  withTokenExpiry,
  type Clock,
  type IceConfig,
  type IdentitySecrets,
  type PasswordHasher,
} from '@server/core';
import { seedSupportCentre } from '@server/demo/seed';
import { createPersistentStore } from './persistent-store';
import { createMemoryUploads } from './upload-sink';
import { simulatedPeople } from '@server/demo/simulation';

export interface MockBackendOptions {
  clock?: Clock;
  /** Keep the data across page loads (the browser demo); tests start fresh. */
  persist?: Storage;
  /** Simulated engineers and visitors. @default true */
  simulate?: boolean;
  /** Tokens expire this long after they were issued, as on the server. @default a week */
  tokenTtlMs?: number;
  /** Each project's identity-verification secret. @default DEMO_IDENTITY_SECRET for every project */
  identitySecrets?: IdentitySecrets;
  /** STUN and TURN servers for calls (#18). @default none: the browsers connect directly */
  ice?: IceConfig;
  /** argon2id. @default the core's (WebAssembly); tests pass one that remembers its answers */
  passwords?: PasswordHasher;
}

/**
 * The in-browser demo's identity secret, for every project: this backend has no data directory
 * to keep one in, and its host page (/test) has no backend of its own to sign with. Published,
 * so it verifies nothing: the reference server makes a random one per project (secrets.ts).
 */
export const DEMO_IDENTITY_SECRET = 'webchat-demo-identity-secret-published-in-readme';

/** The whole support centre in memory: the same core and Hono app the real server runs. */
export function createMockBackend(options: MockBackendOptions = {}) {
  const clock = options.clock ?? systemClock;
  const persisted = options.persist ? createPersistentStore(options.persist) : undefined;
  // Tokens expire as the server's do (a token kept from an older demo counts from now).
  const store = withTokenExpiry(persisted?.store ?? createMemoryStore(), {
    ttlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_HOURS * 3_600_000,
    now: () => clock.now(),
    ledger: createMemoryTokenLedger(),
  });
  // The first unit of work: every call of the core queues behind it, so none sees a half-filled
  // centre.
  const seed = persisted?.restored
    ? Promise.resolve(undefined)
    : store.unit((unit) => seedSupportCentre(unit, clock));
  const uploads = createMemoryUploads();
  const core = createCore({
    store,
    clock,
    simulation: (options.simulate ?? true) ? simulatedPeople : undefined,
    config: { tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_HOURS * 3_600_000 },
    identitySecrets: options.identitySecrets ?? (() => DEMO_IDENTITY_SECRET),
    ice: options.ice,
    passwords: options.passwords ?? defaults.passwords,
    // A demo reaches nobody's phone or mailbox: a code is shown on the screen that asked for it.
    messenger: { showsCodes: true },
  });
  // A demo kept in this browser by an older version holds plain passwords and tokens.
  if (persisted?.restored) void core.rehashPlainPasswords().then(() => core.digestPlainTokens());
  // The demo's user centre stands in for the real one: nothing here is real.
  const app = createHttpApp(core, uploads.sink, {
    signIn: { userCentre: demoUserCentre, demoUserCentre: true },
  });
  return { core, app, uploads, seed, clock };
}

export type MockBackend = ReturnType<typeof createMockBackend>;

let defaults: Pick<MockBackendOptions, 'passwords'> = {};

/** Options every backend made from now on gets unless it says otherwise (tests/setup.ts). */
export function setMockBackendDefaults(options: Pick<MockBackendOptions, 'passwords'>): void {
  defaults = options;
}

let current: MockBackend | undefined;

/** The backend the default handlers talk to (created on first use). */
export function mockBackend(): MockBackend {
  current ??= createMockBackend();
  return current;
}

/** A fresh support centre, e.g. between tests, so no test sees another's state. */
export function resetMockBackend(options?: MockBackendOptions): MockBackend {
  current = createMockBackend(options);
  return current;
}

/** Forgets the current backend; the next request gets a fresh one. */
export function clearMockBackend(): void {
  current = undefined;
}
