// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emojiIndex } from './emoji-index';
import {
  EMOJI_BY_CODE,
  EMOJI_BY_LABEL,
  EMOJI_FULL,
  EMOJI_REDUCED,
  emojiImageUrl,
  emojiSet,
} from './emoji-sets';
import type { EmojiEntry } from './emoji-sets';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const imageDir = fileURLToPath(new URL('../../../public/static/emoji/', import.meta.url));

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe.each([
  ['EMOJI_FULL', EMOJI_FULL, 100, 110],
  ['EMOJI_REDUCED', EMOJI_REDUCED, 48, 48],
] as const)('%s (SPEC §3 emoji entry)', (_, set, min, max) => {
  it(`has ${min === max ? min : `${min}-${max}`} entries`, () => {
    expect(set.length).toBeGreaterThanOrEqual(min);
    expect(set.length).toBeLessThanOrEqual(max);
  });

  it.each(['name', 'code', 'label'] as const)('has unique %ss', (field) => {
    expect(unique(set.map((entry) => entry[field]))).toBe(true);
  });

  it('has well-formed entries', () => {
    for (const { name, code, label } of set) {
      expect(name, code).toMatch(/^[a-z][a-z0-9]*$/);
      // SPEC §5: slash, colon, then up to 11 characters.
      expect([...code].length, name).toBeGreaterThanOrEqual(3);
      expect([...code].length, name).toBeLessThanOrEqual(13);
      expect(code.startsWith('/:'), name).toBe(true);
      // SPEC §5: a bracketed label of 1 to 3 characters.
      expect([...label].length, name).toBeGreaterThanOrEqual(1);
      expect([...label].length, name).toBeLessThanOrEqual(3);
      expect(label, name).not.toMatch(/[[\]\s]/);
    }
  });
});

describe('the face table', () => {
  it.each([
    ['/::)', '微笑', 'smile'],
    ['/::~', '撇嘴', 'grimace'],
    ['/::B', '色', 'drool'],
    ["/::'(", '大哭', 'cry'],
    ['/:handclap', '鼓掌', 'clap'],
    ['/:no', 'NO', 'no'],
    ['/:ok', 'OK', 'ok'],
    ['/:&>', '右太极', 'taichir'],
  ])('%s is [%s] (%s)', (code, label, name) => {
    expect(EMOJI_BY_CODE.get(code)).toEqual({ name, code, label });
    expect(EMOJI_BY_LABEL.get(label)).toBe(EMOJI_BY_CODE.get(code));
  });

  it('reduced set is a subset of the full set, in the same order', () => {
    const full = EMOJI_FULL.filter((entry) => EMOJI_REDUCED.includes(entry));
    expect(full).toEqual(EMOJI_REDUCED);
  });

  it('lookup maps cover the whole full set', () => {
    expect(EMOJI_BY_CODE.size).toBe(EMOJI_FULL.length);
    expect(EMOJI_BY_LABEL.size).toBe(EMOJI_FULL.length);
  });

  it('entries are frozen', () => {
    expect(Object.isFrozen(EMOJI_FULL)).toBe(true);
    expect(Object.isFrozen(EMOJI_FULL[0])).toBe(true);
    expect(Object.isFrozen(EMOJI_REDUCED)).toBe(true);
  });
});

describe('emojiSet (SPEC §6 cube_diy.emoji)', () => {
  it.each([
    ['no permission tree', undefined, EMOJI_FULL],
    ['no cube_diy', {}, EMOJI_FULL],
    ['cube_diy without emoji', { cube_diy: {} }, EMOJI_FULL],
    ['cube_diy.emoji false', { cube_diy: { emoji: false } }, EMOJI_FULL],
    ['cube_diy.emoji true', { cube_diy: { emoji: true } }, EMOJI_REDUCED],
  ] as const)('%s', (_, permissions, expected) => {
    expect(emojiSet(permissions)).toBe(expected);
  });
});

describe('emojiImageUrl (SPEC §3: /static/emoji/ with .png)', () => {
  const smile = EMOJI_BY_CODE.get('/::)') as EmojiEntry;
  it.each([
    [undefined, '/static/emoji/smile.png'],
    ['/webchat/static/emoji/', '/webchat/static/emoji/smile.png'],
    ['/webchat/static/emoji', '/webchat/static/emoji/smile.png'],
  ])('base %s -> %s', (base, url) => {
    expect(emojiImageUrl(smile, base)).toBe(url);
  });
});

describe('emojiIndex', () => {
  it('is built once per set', () => {
    expect(emojiIndex(EMOJI_REDUCED)).toBe(emojiIndex(EMOJI_REDUCED));
    expect(emojiIndex(EMOJI_REDUCED).byCode.size).toBe(48);
    expect(emojiIndex(EMOJI_FULL).maxCodeLength).toBe(
      Math.max(...EMOJI_FULL.map((e) => e.code.length)),
    );
  });
});

describe('public/static/emoji images', () => {
  it.each(EMOJI_FULL.map((entry) => [entry.name]))('%s.png is a PNG', (name) => {
    const bytes = readFileSync(`${imageDir}${name}.png`);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // 64x64 in the IHDR chunk, big-endian at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([64, 64]);
  });
});
