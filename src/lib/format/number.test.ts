import fc from 'fast-check';
import { NUMBER_ABBREVIATIONS, abbreviateNumber, formatThousands } from './number';

describe('SPEC §9 "abbreviations k, M, G, T, P, E"', () => {
  it('uses exactly these symbols, in this order', () => {
    expect(NUMBER_ABBREVIATIONS).toEqual(['k', 'M', 'G', 'T', 'P', 'E']);
  });

  it.each([
    ['below 1000 unchanged', 0, '0'],
    ['below 1000 unchanged', 999, '999'],
    ['below 1000 unchanged, decimals kept', 999.99, '999.99'],
    ['k from 1000', 1000, '1k'],
    ['k, one decimal by default', 1234, '1.2k'],
    ['k rounds', 1250, '1.3k'],
    ['M', 1_500_000, '1.5M'],
    ['M, trailing zero dropped', 1_000_000, '1M'],
    ['G', 2_340_000_000, '2.3G'],
    ['T', 1e12, '1T'],
    ['P', 7.5e15, '7.5P'],
    ['E', 1e18, '1E'],
    ['E is the largest unit', 1.5e21, '1500E'],
    ['rounding up to 1000k moves to M', 999_950, '1M'],
    ['just below the rounding edge stays k', 999_949, '999.9k'],
    ['negative keeps its sign', -1234, '-1.2k'],
    ['negative below 1000 unchanged', -999, '-999'],
  ])('%s: %s -> %s', (_rule, value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it.each([
    [1234, 0, '1k'],
    [1234, 2, '1.23k'],
    [1_234_567, 3, '1.235M'],
    [1_200_000, 3, '1.2M'],
  ])('abbreviateNumber(%s, %s digits) -> %s', (value, digits, text) => {
    expect(abbreviateNumber(value, digits)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('returns %s unchanged', (value) => {
    expect(abbreviateNumber(value)).toBe(String(value));
  });
});

describe('SPEC §9 "thousands separator"', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1_234_567, '1,234,567'],
    [-1_234_567, '-1,234,567'],
    [1234.5678, '1,234.5678'],
    [-1234.5, '-1,234.5'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1_000_000.123456, '1,000,000.123456'],
    [Number.NaN, '0'],
  ])('%s -> %s', (value, text) => {
    expect(formatThousands(value)).toBe(text);
  });
});

describe('formatThousands properties', () => {
  it('only inserts commas, every three integer digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => {
          const text = formatThousands(n);
          expect(text.replaceAll(',', '')).toBe(String(n));
          expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/);
        },
      ),
    );
  });
});
