// The core's ports: what a host hands the core to reach the world outside it. This module imports
// only the domain's types (types.ts), so that every use case may name a port without an import
// circle through another use case (#39 item 4).

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
