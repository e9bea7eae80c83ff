import { AVATAR_PALETTE, avatarColor, avatarInitial } from './avatar-fallback';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c = 0) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

describe('avatarInitial', () => {
  it.each([
    ['张三', '张'],
    ['小威', '小'],
    ['客服', '客'],
    ['guest', 'G'],
    ['  alice  ', 'A'],
    ['éric', 'É'],
    ['👩‍💻 dev', '👩‍💻'],
    ['𠮷野家', '𠮷'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (name, initial) => {
    expect(avatarInitial(name)).toBe(initial);
  });
});

describe('avatarColor', () => {
  it('is stable for a name and ignores surrounding space', () => {
    expect(avatarColor('张三')).toBe(avatarColor('张三'));
    expect(avatarColor(' 张三 ')).toBe(avatarColor('张三'));
  });

  it('always picks from the palette', () => {
    for (const name of ['', '张三', '李四', 'guest', '小威', 'a'.repeat(500)]) {
      expect(AVATAR_PALETTE).toContain(avatarColor(name));
    }
  });

  it('spreads names over the palette', () => {
    const names = Array.from({ length: 200 }, (_, i) => `用户${i}`);
    expect(new Set(names.map(avatarColor)).size).toBe(AVATAR_PALETTE.length);
  });

  it.each(AVATAR_PALETTE)('%s has AA contrast with white initials', (color) => {
    expect(1.05 / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
