// @vitest-environment node
import fc from 'fast-check';
import { EMOJI_FULL, EMOJI_REDUCED } from '../emoji';
import { tokenize, tokensToPlainText } from './tokenize';
import type { TokenizeOptions } from './types';

const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:)/;

/** Everything tokenize promises, for any input; plain checks keep 10k runs fast. */
function checkTokens(input: string, options?: TokenizeOptions): void {
  const tokens = tokenize(input, options);
  // Never drops, duplicates or reorders text.
  expect(tokensToPlainText(tokens)).toBe(input);
  const set = new Set(options?.emoji ?? EMOJI_FULL);
  const problems: string[] = [];
  tokens.forEach((token, i) => {
    if (token.value === '') problems.push(`empty ${token.type} at ${i}`);
    if (token.type === 'text') {
      // Text runs are maximal: two in a row would mean a matcher returned an empty match.
      if (tokens[i + 1]?.type === 'text') problems.push(`split text at ${i}`);
    } else if (token.type === 'emoji') {
      const { entry, value } = token;
      if (!set.has(entry)) problems.push(`${entry.name} is not in the set`);
      if (value !== entry.code && value !== `[${entry.label}]`) problems.push(`emoji ${value}`);
    } else if (!SAFE_HREF.test(token.href)) {
      problems.push(`unsafe href ${token.href}`);
    }
  });
  expect(problems).toEqual([]);
}

const pick = (values: readonly string[]) => fc.constantFrom(...values);

// Pieces that exercise every rule and the seams between them.
const piece = fc.oneof(
  pick(EMOJI_FULL.map((entry) => entry.code)),
  pick(EMOJI_FULL.map((entry) => `[${entry.label}]`)),
  pick(['/:', '/::', '[', ']', '[]', '[微', '/:x', '(', ')', '.', '。', '，', '!', '?', '）']),
  pick(['https://', 'http://a.cn', 'www.', 'www.lenovo.com', 'https://a.cn/x?y=(1)', 'HTTP://']),
  pick(['javascript:', 'javascript:alert(1)', 'data:text/html,', 'vbscript:', 'file://']),
  pick(['<script>', '</script>', '<img src=x onerror=alert(1)>', '"', "'", '&amp;', '<', '>']),
  pick(['13812345678', '+86 ', '010-', '12345678', '0755-1234567-8', '400-810-8888', '转']),
  pick(['a@b.cn', '@', 'service@', 'lenovo.com', '.cn', '-', ' ', '\n', '\u202e', '\ufeff']),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.nat().map(String),
  pick(['你好', '微笑', '电话', '联系我们', '😀', '👍🏽', 'é']),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
);
const mixed = (maxLength: number) =>
  fc.array(piece, { maxLength }).map((pieces) => pieces.join(''));

const options = fc.record(
  {
    emoji: fc.constantFrom(EMOJI_FULL, EMOJI_REDUCED, []),
    links: fc.boolean(),
    emails: fc.boolean(),
    phones: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('tokenize properties', () => {
  it('holds for 10,000 random Unicode strings', () => {
    const anyString = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    fc.assert(
      fc.property(anyString, (input) => checkTokens(input)),
      { numRuns: 10000 },
    );
  });

  it('holds for mixed codes, labels, links, phones, e-mails and markup', () => {
    fc.assert(
      fc.property(mixed(30), (input) => checkTokens(input)),
      { numRuns: 3000 },
    );
  });

  it('holds under every option combination', () => {
    fc.assert(
      fc.property(mixed(20), options, (input, opts) => checkTokens(input, opts)),
      { numRuns: 1000 },
    );
  });

  it('holds for very long inputs (up to 20k characters)', () => {
    const long = fc
      .array(piece, { minLength: 500, maxLength: 4000 })
      .map((pieces) => pieces.join('').slice(0, 20000));
    fc.assert(
      fc.property(long, (input) => checkTokens(input)),
      { numRuns: 200 },
    );
  });

  // 100k characters: anything quadratic would blow the test timeout.
  const HUGE = 100000;
  const units = ['a', '1', '[', '[微', '/:', '/::', 'www.', 'a.', 'a@', 'a@b.', 'http://a'];
  it.each([
    ...units
      .concat(['13812345678', '-1', '(', ')', '/::)'])
      .map((unit) => [
        `${JSON.stringify(unit)} repeated`,
        unit.repeat(Math.ceil(HUGE / unit.length)),
      ]),
    ['a link then many ")"', `https://a.cn/${')'.repeat(HUGE)}`],
    ['a link then many "."', `https://a.cn/${'.'.repeat(HUGE)}`],
    ['a link with many "/:"', `https://a.cn/${'/:'.repeat(HUGE / 2)}`],
  ])('stays fast on %s (100k characters)', (_, input) => {
    checkTokens(input);
  });
});
