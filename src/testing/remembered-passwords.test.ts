import type { PasswordHasher } from '@server/core';
import { rememberedPasswords } from './remembered-passwords';

describe('rememberedPasswords (tests only)', () => {
  const counting = () => {
    const calls: string[] = [];
    const hasher: PasswordHasher = {
      hash: async (plain) => {
        calls.push(`hash ${plain}`);
        return `h(${plain})#${calls.length}`;
      },
      verify: async (hash, plain) => {
        calls.push(`verify ${plain}`);
        return hash.startsWith(`h(${plain})`);
      },
    };
    return { calls, hasher };
  };

  it('checks a password against a hash once, then answers the same, right or wrong', async () => {
    const { calls, hasher } = counting();
    const remembered = rememberedPasswords(hasher);
    expect(await remembered.verify('h(demo123)#1', 'demo123')).toBe(true);
    expect(await remembered.verify('h(demo123)#1', 'demo123')).toBe(true);
    expect(await remembered.verify('h(demo123)#1', 'wrong')).toBe(false);
    expect(await remembered.verify('h(demo123)#1', 'wrong')).toBe(false);
    expect(calls).toEqual(['verify demo123', 'verify wrong']);
  });

  it('hashes every time (each hash has its own salt)', async () => {
    const { calls, hasher } = counting();
    const remembered = rememberedPasswords(hasher);
    expect(await remembered.hash('x')).not.toBe(await remembered.hash('x'));
    expect(calls).toEqual(['hash x', 'hash x']);
  });

  it('checks for real with argon2id by default', async () => {
    const remembered = rememberedPasswords();
    const hash = await remembered.hash('demo123');
    expect(await remembered.verify(hash, 'demo123')).toBe(true);
    expect(await remembered.verify(hash, 'demo124')).toBe(false);
  });
});
