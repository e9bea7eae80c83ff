// @vitest-environment node
import { createHmac } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig, MIN_SECRET_LENGTH } from './config';
import { createLogger } from './logger';
import { loadIdentitySecrets, SECRETS_FILE } from './secrets';
import { startTestServer, withoutMsw } from '../testing/test-server';

withoutMsw();

/** Issue #19 item 8 with #17 item 5: the identity secrets are the data directory's, never the repo's. */
let dir: string;
const lines: string[] = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);
const fileOf = () =>
  JSON.parse(readFileSync(join(dir, SECRETS_FILE), 'utf8')) as {
    identity: Record<string, string>;
  };
const modeOf = () => statSync(join(dir, SECRETS_FILE)).mode & 0o777;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'webchat-secrets-'));
  lines.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadIdentitySecrets', () => {
  it('creates the file on the first start, readable by its owner only, a secret per project', () => {
    const secrets = loadIdentitySecrets(dir, ['DEFAULT_PROJECT', 'Legion'], {}, logger);
    expect(modeOf()).toBe(0o600);
    const { identity } = fileOf();
    expect(Object.keys(identity)).toEqual(['DEFAULT_PROJECT', 'Legion']);
    expect(identity.DEFAULT_PROJECT).toMatch(/^[0-9a-f]{64}$/);
    expect(identity.Legion).not.toBe(identity.DEFAULT_PROJECT);
    expect(secrets('DEFAULT_PROJECT')).toBe(identity.DEFAULT_PROJECT);
    expect(secrets('nobody')).toBeUndefined();
    expect(secrets('__proto__')).toBeUndefined();
    // The log says where the file is, never what is in it.
    expect(lines.join('')).toContain(SECRETS_FILE);
    expect(lines.join('')).not.toContain(identity.DEFAULT_PROJECT);
  });

  it('keeps the secrets of a later start, and adds one for a new project', () => {
    loadIdentitySecrets(dir, ['DEFAULT_PROJECT'], {}, logger);
    const first = fileOf().identity.DEFAULT_PROJECT;
    const secrets = loadIdentitySecrets(dir, ['DEFAULT_PROJECT', 'ThinkPad'], {}, logger);
    expect(secrets('DEFAULT_PROJECT')).toBe(first);
    expect(fileOf().identity.ThinkPad).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the environment before the file, and writes no secret the environment gives', () => {
    const fromEnv = { DEFAULT_PROJECT: 'x'.repeat(MIN_SECRET_LENGTH) };
    const secrets = loadIdentitySecrets(dir, ['DEFAULT_PROJECT', 'Legion'], fromEnv, logger);
    expect(secrets('DEFAULT_PROJECT')).toBe(fromEnv.DEFAULT_PROJECT);
    expect(Object.keys(fileOf().identity)).toEqual(['Legion']);
  });

  it('tightens a file others can read, and says so', () => {
    const secret = 'k'.repeat(MIN_SECRET_LENGTH);
    writeFileSync(
      join(dir, SECRETS_FILE),
      JSON.stringify({ identity: { DEFAULT_PROJECT: secret } }),
    );
    chmodSync(join(dir, SECRETS_FILE), 0o644);
    const secrets = loadIdentitySecrets(dir, ['DEFAULT_PROJECT'], {}, logger);
    expect(modeOf()).toBe(0o600);
    expect(secrets('DEFAULT_PROJECT')).toBe(secret);
    expect(lines.join('')).toContain('now 0600');
  });

  it('refuses to start on a short secret in the file, and warns of a project the centre lacks', () => {
    writeFileSync(join(dir, SECRETS_FILE), JSON.stringify({ identity: { DEFAULT_PROJECT: 'k' } }));
    expect(() => loadIdentitySecrets(dir, ['DEFAULT_PROJECT'], {}, logger)).toThrow(ConfigError);
    rmSync(join(dir, SECRETS_FILE));
    loadIdentitySecrets(dir, ['DEFAULT_PROJECT'], { DEFAUTL_PROJECT: 's'.repeat(40) }, logger);
    expect(lines.join('')).toContain('DEFAUTL_PROJECT');
  });
});

describe('IDENTITY_SECRETS', () => {
  it('reads PROJECT=secret entries, separated by commas or spaces', () => {
    const [a, b] = ['a'.repeat(MIN_SECRET_LENGTH), `b=${'b'.repeat(MIN_SECRET_LENGTH)}`];
    expect(loadConfig({ IDENTITY_SECRETS: `P1=${a}, P2=${b}` }).identitySecrets).toEqual({
      P1: a,
      P2: b,
    });
    expect(loadConfig({}).identitySecrets).toEqual({});
  });

  it('refuses a short secret or an entry without a project', () => {
    const short = 's'.repeat(MIN_SECRET_LENGTH - 1);
    expect(() => loadConfig({ IDENTITY_SECRETS: `P1=${short}` })).toThrow(ConfigError);
    expect(() => loadConfig({ IDENTITY_SECRETS: `=${'s'.repeat(40)}` })).toThrow(ConfigError);
  });
});

describe('the reference server', () => {
  it("verifies a host user's hash with its data directory's secret, and refuses a forged one", async () => {
    const server = await startTestServer({ simulate: false });
    try {
      const file = JSON.parse(readFileSync(join(server.dataDir, SECRETS_FILE), 'utf8')) as {
        identity: Record<string, string>;
      };
      const identify = (userHash: string) =>
        fetch(`${server.url}/api/csc/login/identify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user_id: 'shop-7', user_hash: userHash }),
        });
      const sign = (secret: string) => createHmac('sha256', secret).update('shop-7').digest('hex');
      expect((await identify(sign(file.identity.DEFAULT_PROJECT ?? ''))).status).toBe(200);
      expect((await identify(sign('a guess of the secret'))).status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
