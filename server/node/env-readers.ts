// Readers of environment variables for the host's settings (config.ts, outbound.ts): each one
// checks its value and throws a ConfigError that names the variable and what it expects.

/** A setting the server cannot start with: its message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

export function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

export function origins(env: Env, name: string): string[] {
  const list = (env[name] ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return list.map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    // An origin only: scheme, host and port. A path or a wildcard would make a weaker CSP.
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, ''))
      throw new ConfigError(`${name}: "${entry}" is not an origin like https://shop.example.com`);
    return url.origin;
  });
}

export function url(env: Env, name: string, schemes: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !schemes.includes(parsed.protocol))
    throw new ConfigError(
      `${name} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`,
    );
  return raw;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off (got "${raw}")`);
}

/** Shorter than this is guessable enough to forge a host user's HMAC offline. */
export const MIN_SECRET_LENGTH = 32;

/** IDENTITY_SECRETS: `PROJECT=secret`, several separated by commas or white space. */
export function identitySecrets(env: Env): Record<string, string> {
  const entries = (env.IDENTITY_SECRETS ?? '').split(/[\s,]+/).filter(Boolean);
  return Object.fromEntries(
    entries.map((entry) => {
      const at = entry.indexOf('=');
      const [project, secret] = [entry.slice(0, at), entry.slice(at + 1)];
      if (at <= 0 || secret.length < MIN_SECRET_LENGTH)
        throw new ConfigError(
          `IDENTITY_SECRETS: each entry is PROJECT=secret with a secret of at least ${MIN_SECRET_LENGTH} characters`,
        );
      return [project, secret];
    }),
  );
}
