import { createHmac } from 'node:crypto';
import { ManualClock } from './clock';
import { createCore } from './core';
import { CoreError } from './errors';
import { identityHash } from './identity';
import { sameInConstantTime } from './tokens';
import { signInByCode } from '../testing/core-fixture';
import { createMemoryStore } from './memory-store';
import type { Project } from './types';

const SECRET = 'a-project-secret-of-at-least-32-characters';
const project = (id: string): Project => ({
  id,
  name: id,
  companyName: '联想服务',
  companyLogo: '',
  perProjectLogin: false,
  emojiReduced: false,
});

async function setup() {
  const store = createMemoryStore();
  await store.projects.put(project('DEFAULT_PROJECT'));
  await store.projects.put(project('Legion'));
  const core = createCore({
    store,
    clock: new ManualClock(),
    messenger: { showsCodes: true },
    identitySecrets: (id) => (id === 'DEFAULT_PROJECT' ? SECRET : undefined),
  });
  return { core, store };
}

/** What a host's backend computes (here with Node's crypto, a second implementation). */
const sign = (userId: string, secret = SECRET) =>
  createHmac('sha256', secret).update(userId).digest('hex');

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CoreError);
  const { status, reason } = error as CoreError;
  return { status, code: reason.code };
};

describe('identityHash', () => {
  it('is HMAC-SHA256 in lowercase hex (the published test vector)', async () => {
    await expect(identityHash('key', 'The quick brown fox jumps over the lazy dog')).resolves.toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('agrees with Node crypto on non-ASCII ids and secrets', async () => {
    await expect(identityHash('密钥-secret', '用户-42')).resolves.toBe(
      sign('用户-42', '密钥-secret'),
    );
  });
});

describe('sameInConstantTime', () => {
  it('is true only for equal strings', () => {
    expect(sameInConstantTime('abc', 'abc')).toBe(true);
    expect(sameInConstantTime('abc', 'abd')).toBe(false);
    expect(sameInConstantTime('abc', 'abcd')).toBe(false);
    expect(sameInConstantTime('', '')).toBe(true);
  });
});

describe('loginIdentified', () => {
  it('gives one verified visitor per user id: a token of its own on a second device, both live', async () => {
    const { core } = await setup();
    const first = await core.loginIdentified({
      userId: 'u-1',
      userHash: sign('u-1'),
      name: '李雷',
    });
    const second = await core.loginIdentified({ userId: 'u-1', userHash: sign('u-1') });
    expect(second.cubeUid).toBe(first.cubeUid);
    expect(second.token).not.toBe(first.token);
    expect((await core.visitorByToken(first.token)).cubeUid).toBe(first.cubeUid);
    expect((await core.visitorByToken(second.token)).cubeUid).toBe(first.cubeUid);
    expect(first).toMatchObject({ anonymous: false, externalId: 'u-1', name: '李雷' });
    // A claim without a name keeps the one the host gave before.
    expect(second.name).toBe('李雷');
  });

  it('takes the newest name and e-mail the host gives, trimmed and capped', async () => {
    const { core } = await setup();
    await core.loginIdentified({ userId: 'u-1', userHash: sign('u-1'), name: '李雷' });
    const renamed = await core.loginIdentified({
      userId: 'u-1',
      userHash: sign('u-1').toUpperCase(),
      name: `  ${'韩'.repeat(100)}  `,
      email: 'han@example.com',
    });
    expect(renamed.name).toBe('韩'.repeat(64));
    expect(renamed.email).toBe('han@example.com');
  });

  it('never hands an anonymous visitor, or another user, the verified one', async () => {
    const { core } = await setup();
    const anonymous = await core.loginAnon();
    const verified = await core.loginIdentified({ userId: 'u-1', userHash: sign('u-1') });
    const other = await core.loginIdentified({ userId: 'u-2', userHash: sign('u-2') });
    expect(new Set([anonymous.cubeUid, verified.cubeUid, other.cubeUid]).size).toBe(3);
    expect((await core.visitorByToken(anonymous.token)).anonymous).toBe(true);
  });

  it('is not reached by a code sent to the e-mail the site gave (the site signs the id only)', async () => {
    const { core } = await setup();
    const verified = await core.loginIdentified({
      userId: 'u-1',
      userHash: sign('u-1'),
      email: 'li@example.com',
    });
    const byCode = await signInByCode(core, 'li@example.com');
    expect(byCode.cubeUid).not.toBe(verified.cubeUid);
    expect(byCode.token).not.toBe(verified.token);
  });

  it('refuses an e-mail that is not one', async () => {
    const { core } = await setup();
    await expect(
      refusal(core.loginIdentified({ userId: 'u-1', userHash: sign('u-1'), email: 'li@' })),
    ).resolves.toEqual({ status: 400, code: 'invalid_email' });
  });

  it('refuses a hash of another id, of another secret, or none: 401 identity_unverified', async () => {
    const { core, store } = await setup();
    const before = (await store.visitors.all()).length;
    for (const userHash of [sign('u-2'), sign('u-1', 'another-secret'), '', 'zz'.repeat(32)]) {
      await expect(refusal(core.loginIdentified({ userId: 'u-1', userHash }))).resolves.toEqual({
        status: 401,
        code: 'identity_unverified',
      });
    }
    expect(await store.visitors.all()).toHaveLength(before);
  });

  it('refuses every claim in a project without a secret: 403 identity_unconfigured', async () => {
    const { core } = await setup();
    await expect(
      refusal(core.loginIdentified({ userId: 'u-1', userHash: sign('u-1') }, 'Legion')),
    ).resolves.toEqual({ status: 403, code: 'identity_unconfigured' });
  });

  it('refuses ids that are empty, too long or not printable: 400', async () => {
    const { core } = await setup();
    for (const userId of ['', 'x'.repeat(129), 'two words', 'line\nbreak']) {
      await expect(
        refusal(core.loginIdentified({ userId, userHash: sign(userId) })),
      ).resolves.toEqual({ status: 400, code: 'invalid_request' });
    }
  });
});
