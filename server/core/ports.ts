// The core's ports: what a host hands the core to reach the world outside it. This module imports
// only the domain's types (types/) and the two other modules that hold nothing but domain types
// (the store's tables, store.ts; the events, events.ts), so that every use case may name a port
// without an import circle through another use case (#39 item 4; .dependency-cruiser.cjs holds
// the rule).
import type { CoreEvent } from './events';
import type { OutgoingMail } from './types';

export type { Store, Table, UnitOptions } from './store';

/** Time behind an interface so tests drive it and the core never reads the wall clock itself. */
export interface Clock {
  now(): number;
  /** `run` may return a promise (a unit of work): ManualClock.advance waits for it. */
  setTimeout(run: () => void | Promise<void>, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export type TimerHandle = { readonly id: number };

/** What the core does with the bus; a unit of work holds its frames back until it commits. */
export interface Bus {
  publish(account: string, event: CoreEvent): void;
  subscribe(account: string, listener: (event: CoreEvent) => void): () => void;
  isOnline(account: string): boolean;
  connections(account: string): number;
  /** Resolves once subscriptions made so far reach every publisher (a cluster's Redis). */
  subscribed?(): Promise<void>;
}

/**
 * How the core stores and checks passwords: argon2id (OWASP's password storage cheat sheet)
 * in PHC strings, so a hash made by one host verifies on the other. The Node host hands the
 * core a native implementation that runs off the event loop (server/node/passwords.ts); the
 * in-browser backend and the tests use this one, in WebAssembly.
 */
export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  /** Compares in constant time; a malformed hash is a mismatch, never a throw. */
  verify(hash: string, plain: string): Promise<boolean>;
}

/** An e-mail as a mail server takes it. */
export type MailMessage = Pick<OutgoingMail, 'to' | 'subject'> & { text?: string; html?: string };

/** Sends one e-mail or throws (the Node host's SMTP adapter, server/node/outbound/outbound.ts). */
export type Mailer = (message: MailMessage) => Promise<void>;

/** Sends one short message or throws (the Node host's SMS gateway adapter). */
export type SmsSender = (message: { to: string; text: string }) => Promise<void>;

/**
 * Where messages to people outside go: one-time codes at once; transcripts and engineers' short
 * messages through the durable outbox (outbox.ts). The Node host builds it from its settings
 * (SMTP_URL, SMS_GATEWAY_URL); a channel left undefined is one this centre cannot send on.
 */
export interface Messenger {
  mail?: Mailer;
  sms?: SmsSender;
  /**
   * The demo and the in-browser backend only: a code is shown on the screen that asked for it
   * instead of being sent (a demo reaches nobody's phone).
   */
  showsCodes?: boolean;
}

/** Saves an uploaded file and says where it can be fetched (object URL in the browser, disk on Node). */
export interface UploadSink {
  save(file: { name: string; type: string; size: number; bytes: Blob }): Promise<string>;
}
