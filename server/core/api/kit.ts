import type { Bus } from '../bus';
import type { Clock } from '../clock';
import type { CoreConfig, CoreContext, Messenger, SimulationFactory, UploadSink } from '../context';
import type { IceConfig } from '../ice-servers';
import type { IdentitySecrets } from '../identity';
import type { PasswordHasher } from '../ports';
import type { Store } from '../store';

export interface CoreOptions {
  store: Store;
  clock: Clock;
  config?: Partial<CoreConfig>;
  uploads?: UploadSink;
  /** Deterministic ids and delays for tests. */
  random?: () => number;
  /**
   * Simulated engineers and visitors: the demo's (server/demo/simulation.ts), for the mocks and
   * a demo server. @default none
   */
  simulation?: SimulationFactory;
  /** Where a timer's failure goes. @default console.error */
  onError?: (error: unknown) => void;
  /** argon2id; the Node host passes its native one. @default WebAssembly (hash-wasm) */
  passwords?: PasswordHasher;
  /** Each project's identity-verification secret. @default none: no identity is verified */
  identitySecrets?: IdentitySecrets;
  /** Where frames go: this process's sockets, or a cluster's (Redis). @default EventBus */
  bus?: Bus;
  /**
   * In a cluster, the simulated people live on one node (the leader): the others tell it
   * that something changed instead of simulating themselves.
   */
  cluster?: { leads(): boolean; wakeLeader(): void };
  /** STUN and TURN servers for calls (#18), handed out by videoSetting. @default none */
  ice?: IceConfig;
  /** Mail and SMS to people outside (codes). @default none: code sign-in is unavailable */
  messenger?: Messenger;
}

/** What each capability's calls are made with (core.ts builds it once). */
export interface CoreKit {
  ctx: CoreContext;
  options: CoreOptions;
  /** One call of the core: a unit of work of its own (unit.ts). */
  unit<A extends unknown[], R>(
    fn: (ctx: CoreContext, ...args: A) => Promise<R>,
  ): (...args: A) => Promise<R>;
  /** A change, then (after its commit) the simulated people react to it. */
  change<A extends unknown[], R>(
    fn: (ctx: CoreContext, ...args: A) => Promise<R>,
    turns?: string,
  ): (...args: A) => Promise<R>;
  /** A change to a waiting line: such changes take turns (UnitOptions) rather than collide. */
  queueChange<A extends unknown[], R>(
    fn: (ctx: CoreContext, ...args: A) => Promise<R>,
  ): (...args: A) => Promise<R>;
  /** Wakes the simulation (on the leader, in a cluster). */
  kick(): Promise<void>;
}
