import { isTokenDigest, tokenDigest, visitorRow } from './tokens';

describe('token digests (#37 item 2)', () => {
  it('is SHA-256 in base64url, the same on both hosts, and never the token', () => {
    // printf t-abc | openssl dgst -sha256 -binary | basenc --base64url
    expect(tokenDigest('t-abc')).toBe(`sha256.${'hTiOx8Y38mp3qEJ7ge4_-hiju1QpSt6P3L7Vaisss30'}`);
    expect(isTokenDigest(tokenDigest('x'))).toBe(true);
    expect(isTokenDigest('t-abc')).toBe(false);
  });

  it('keeps no live token in a visitor row', () => {
    const row = visitorRow({
      cubeUid: 'u',
      token: 't-live',
      projectId: 'P',
      name: 'guest',
      nickname: 'guest',
      avatar: '',
      anonymous: true,
      createdAt: 1,
    });
    expect(row).not.toHaveProperty('token');
  });
});
