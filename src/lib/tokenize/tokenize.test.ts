// @vitest-environment node
import { EMOJI_BY_CODE, EMOJI_FULL, EMOJI_REDUCED } from '../emoji';
import type { EmojiEntry } from '../emoji';
import { tokenize, tokensToPlainText } from './tokenize';
import type { Token, TokenizeOptions } from './types';

type Row = readonly [type: Token['type'], value: string, extra?: string];

/** Tokens as [type, value, href or emoji name] rows, so tables stay readable. */
function rows(text: string, options?: TokenizeOptions): Row[] {
  return tokenize(text, options).map((token): Row => {
    if (token.type === 'text') return [token.type, token.value];
    if (token.type === 'emoji') return [token.type, token.value, token.entry.name];
    return [token.type, token.value, token.href];
  });
}

const text = (value: string): Row => ['text', value];
const emoji = (value: string, name: string): Row => ['emoji', value, name];

describe('tokenize: emoji (SPEC §5)', () => {
  it.each(EMOJI_FULL.map((entry) => [entry.code, entry]))('code %s', (code, entry) => {
    expect(tokenize(code)).toEqual([{ type: 'emoji', value: code, entry }]);
  });

  it.each(EMOJI_FULL.map((entry) => [entry.label, entry]))('label [%s]', (label, entry) => {
    expect(tokenize(`[${label}]`)).toEqual([{ type: 'emoji', value: `[${label}]`, entry }]);
  });

  it.each<[string, Row[]]>([
    ['', []],
    ['你好', [text('你好')]],
    ['你好/::)世界', [text('你好'), emoji('/::)', 'smile'), text('世界')]],
    ['谢谢[微笑]！', [text('谢谢'), emoji('[微笑]', 'smile'), text('！')]],
    ['/::)/::~[色]', [emoji('/::)', 'smile'), emoji('/::~', 'grimace'), emoji('[色]', 'drool')]],
    ['/::))', [emoji('/::)', 'smile'), text(')')]],
    ['/:okay', [emoji('/:ok', 'ok'), text('ay')]],
    ['[OK][NO]', [emoji('[OK]', 'ok'), emoji('[NO]', 'no')]],
    ['[ok]', [text('[ok]')]],
    ['[[微笑]]', [text('['), emoji('[微笑]', 'smile'), text(']')]],
    ['/:unknown /:: /: [不存在] [] [微笑', [text('/:unknown /:: /: [不存在] [] [微笑')]],
    ['[微笑啊呀]', [text('[微笑啊呀]')]],
    ['//::)', [text('/'), emoji('/::)', 'smile')]],
  ])('%j', (input, expected) => {
    expect(rows(input)).toEqual(expected);
  });

  it('longest code wins', () => {
    const set: EmojiEntry[] = [
      { name: 'a', code: '/:a', label: '甲' },
      { name: 'ab', code: '/:ab', label: '乙' },
    ];
    expect(rows('/:abc/:a', { emoji: set })).toEqual([
      emoji('/:ab', 'ab'),
      text('c'),
      emoji('/:a', 'a'),
    ]);
  });

  it('uses only the chosen set', () => {
    const beer = EMOJI_BY_CODE.get('/:beer');
    expect(beer && EMOJI_REDUCED.includes(beer)).toBe(false);
    expect(rows('/:beer[啤酒]/::)', { emoji: EMOJI_REDUCED })).toEqual([
      text('/:beer[啤酒]'),
      emoji('/::)', 'smile'),
    ]);
    expect(rows('/::)[微笑]', { emoji: [] })).toEqual([text('/::)[微笑]')]);
  });
});

describe('tokenize: options', () => {
  const input = 'a@b.cn https://a.cn 13812345678 /::)';
  it.each<[TokenizeOptions, Token['type'][]]>([
    [{}, ['email', 'text', 'link', 'text', 'phone', 'text', 'emoji']],
    [{ emails: false }, ['text', 'link', 'text', 'phone', 'text', 'emoji']],
    [{ links: false }, ['email', 'text', 'phone', 'text', 'emoji']],
    [{ phones: false }, ['email', 'text', 'link', 'text', 'emoji']],
    [{ emails: false, links: false, phones: false, emoji: [] }, ['text']],
  ])('%j', (options, types) => {
    const tokens = tokenize(input, options);
    expect(tokens.map((token) => token.type)).toEqual(types);
    expect(tokensToPlainText(tokens)).toBe(input);
  });
});

describe('tokenize: hostile input stays text', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    'ftp://a.cn file:///etc/passwd',
    '\u0000\u001f\u202e',
  ])('%j', (input) => {
    expect(rows(input)).toEqual([text(input)]);
  });

  it('a link inside markup is only the URL', () => {
    expect(rows('<a href="https://a.cn">x</a>')).toEqual([
      text('<a href="'),
      ['link', 'https://a.cn', 'https://a.cn'],
      text('">x</a>'),
    ]);
  });
});

describe('tokensToPlainText', () => {
  it('joins token values', () => {
    const input = '你好/::)，见https://a.cn。[微笑]电话13812345678';
    expect(tokensToPlainText(tokenize(input))).toBe(input);
    expect(tokensToPlainText([])).toBe('');
  });
});
