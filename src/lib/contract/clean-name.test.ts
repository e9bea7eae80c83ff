import { cleanName } from './clean-name';

describe('cleanName', () => {
  it('drops the overrides that draw "gnp.exe" as "exe.png", and the isolates', () => {
    expect(cleanName('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(cleanName('\u2066a\u2069\u2067b\u2068c.pdf')).toBe('abc.pdf');
    expect(cleanName('a\u200E\u200F\u061Cb.txt')).toBe('ab.txt');
  });

  it('drops invisible characters, and keeps the joiners emoji are made of', () => {
    expect(cleanName('a\u200Bb\u2060c\uFEFFd\u0085e\u206Af.txt')).toBe('abcdef.txt');
    expect(cleanName('家\u{1F468}\u200D\u{1F469}\u200D\u{1F467}.png')).toBe(
      '家\u{1F468}\u200D\u{1F469}\u200D\u{1F467}.png',
    );
  });

  it('drops control characters and keeps every other character as written', () => {
    expect(cleanName('报价单\n<1>\u0000.pdf')).toBe('报价单<1>.pdf');
    expect(cleanName('Résumé 2026 (final).docx')).toBe('Résumé 2026 (final).docx');
  });
});
