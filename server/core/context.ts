import { DEFAULT_TOKEN_TTL_HOURS } from './token-expiry';
import type {
  Bus,
  Clock,
  Messenger,
  PasswordHasher,
  Store,
  UnitOptions,
  UploadSink,
} from './ports';
import type { Robot } from './robot';

export type { Messenger, UploadSink } from './ports';

export interface CoreConfig {
  /** Average handling time used for the estimated wait. @default 180 s */
  averageHandleSeconds: number;
  /** Delay range of simulated engineers accepting and replying, in ms. */
  simulatedAcceptMs: [number, number];
  simulatedReplyMs: [number, number];
  /** Robot answer delay, so the typing indicator is visible. */
  robotReplyMs: number;
  /** How long a visitor's sign-in lasts (the host's TOKEN_TTL_HOURS). @default a week */
  tokenTtlMs: number;
  /**
   * Visitors one client address may have waiting in the queues at once (#37 item 6: one client
   * queued 100 and pushed real visitors back); 0 for no cap. QUEUED_PER_ADDRESS. @default 3
   */
  queuedPerAddress: number;
}

export const DEFAULT_CONFIG: CoreConfig = {
  averageHandleSeconds: 180,
  simulatedAcceptMs: [2_000, 5_000],
  simulatedReplyMs: [1_500, 4_000],
  robotReplyMs: 600,
  queuedPerAddress: 3,
  tokenTtlMs: DEFAULT_TOKEN_TTL_HOURS * 3_600_000,
};

/** What every part of the core shares. */
export interface CoreContext {
  /** Inside a unit of work, the unit's store. */
  store: Store;
  clock: Clock;
  bus: Bus;
  /** The FAQ robot over the articles, built on first use. */
  robot(): Promise<Robot>;
  /**
   * Runs `fn` as one unit of work (unit.ts): one transaction; frames and timers after commit.
   * Inside a unit, runs `fn` in that unit.
   */
  unit<R>(fn: (ctx: CoreContext) => Promise<R>, options?: UnitOptions): Promise<R>;
  /** Where a timer's failure goes (a host logs it). */
  reportError(error: unknown): void;
  config: CoreConfig;
  /** Unique ids; random in production, predictable in tests. */
  newId(prefix: string): string;
  /** A credential: 144 random bits (crypto.getRandomValues), base64url, after `prefix-`. */
  newToken(prefix: string): string;
  /** A number in [0, 1) for simulated delays; seeded in tests. */
  random(): number;
  uploads?: UploadSink;
  passwords: PasswordHasher;
  messenger: Messenger;
  /** The project's identity-verification secret (identity.ts); undefined: verification is off. */
  identitySecret(projectId: string): string | undefined;
}

/** Makes the simulated people of a demo over a core (server/demo/simulation.ts). */
export type SimulationFactory = (ctx: CoreContext) => { kick(): Promise<void> };

export function between(ctx: CoreContext, [min, max]: [number, number]): number {
  return Math.round(min + (max - min) * ctx.random());
}
