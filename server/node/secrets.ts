import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IdentitySecrets } from '../core';
import { ConfigError, MIN_SECRET_LENGTH } from './env-readers';
import type { Logger } from './logger';

/**
 * The server's secrets (#19 item 8): never in the repository. Each project's identity-verification
 * secret (#17 item 5) comes from IDENTITY_SECRETS or from `secrets.json` in the data directory,
 * which the first start creates readable by its owner only (0600), with a random secret for every
 * project that has none. An operator gives a project's secret to the host site's backend, which
 * signs its users' ids with it (README "Embed it").
 */
export const SECRETS_FILE = 'secrets.json';

interface SecretsFile {
  identity: Record<string, string>;
}

/** 256 random bits, hex: as long as the HMAC's own output. */
const newSecret = () => randomBytes(32).toString('hex');

function readFile(path: string, logger: Logger): SecretsFile {
  if (!existsSync(path)) return { identity: {} };
  // Anyone else who can read it can sign in as any host user: tighten it, and say so.
  if ((statSync(path).mode & 0o077) !== 0) {
    chmodSync(path, 0o600);
    logger.warn({ file: path }, 'secrets file was readable by others; now 0600');
  }
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<SecretsFile>;
  const identity = parsed.identity && typeof parsed.identity === 'object' ? parsed.identity : {};
  return {
    identity: Object.fromEntries(
      Object.entries(identity).filter(([, secret]) => typeof secret === 'string' && secret),
    ),
  };
}

/** Written whole under a new name, then renamed: a crash never leaves half a file. */
function writeFile(path: string, secrets: SecretsFile) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, path);
}

/**
 * Each project's identity secret: the environment's (IDENTITY_SECRETS) first, else the data
 * directory's file, which gets one for every project without one.
 */
export function loadIdentitySecrets(
  dataDir: string,
  projectIds: readonly string[],
  fromEnv: Readonly<Record<string, string>>,
  logger: Logger,
): IdentitySecrets {
  const path = join(dataDir, SECRETS_FILE);
  const file = readFile(path, logger);
  // A short secret is a guessable one: whoever guesses it signs in as any of the site's users.
  const weak = Object.entries(file.identity).filter(([, s]) => s.length < MIN_SECRET_LENGTH);
  if (weak.length > 0)
    throw new ConfigError(
      `${path}: the identity secret of ${weak.map(([id]) => id).join(', ')} is shorter than ${MIN_SECRET_LENGTH} characters`,
    );
  // A typo in a project's name would leave the site signing with a secret nobody checks.
  const unknown = Object.keys(fromEnv).filter((id) => !projectIds.includes(id));
  if (unknown.length > 0)
    logger.warn({ projects: unknown }, 'IDENTITY_SECRETS names projects this centre does not have');
  const missing = projectIds.filter((id) => !fromEnv[id] && !file.identity[id]);
  if (missing.length > 0 || !existsSync(path)) {
    for (const id of missing) file.identity[id] = newSecret();
    writeFile(path, file);
    if (missing.length > 0)
      logger.info({ file: path, projects: missing }, 'identity secrets created');
  }
  const secrets = { ...file.identity, ...fromEnv };
  return (projectId) => (Object.hasOwn(secrets, projectId) ? secrets[projectId] : undefined);
}
