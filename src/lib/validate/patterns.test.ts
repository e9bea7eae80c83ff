import {
  CHINESE_PATTERN,
  EMAIL_PATTERN,
  URL_PATTERN,
  isEmail,
  isExternalProtocol,
  isOnlyChinese,
  isOnlyDigits,
  isRegularInput,
  isUrl,
} from './patterns';
import * as allPatterns from './patterns';

type Row = [string, boolean];

describe('SPEC §5 client pattern "url"', () => {
  it.each<Row>([
    ['http://example.com', true],
    ['https://example.com/path?q=1&r=2#top', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://localhost:8080/a_b-c', true],
    ['ftp://example.com', false],
    ['example.com', false],
    ['https://', false],
    ['https://exa mple.com', false],
    ['see https://example.com', false],
  ])('isUrl(%j) -> %s', (value, ok) => {
    expect(isUrl(value)).toBe(ok);
  });

  it('finds a link inside Chinese chat text and stops at the Chinese punctuation', () => {
    expect(URL_PATTERN.exec('请访问https://example.com/help，谢谢')?.[0]).toBe(
      'https://example.com/help',
    );
  });
});

describe('SPEC §5 "email"', () => {
  it.each<Row>([
    ['user@example.com', true],
    ['first.last+tag@mail.example.co', true],
    ['USER_1@EXAMPLE.CN', true],
    ['user@example', false],
    ['@example.com', false],
    ['user@.com', false],
    ['user@example..com', false],
    ['user@-example.com', false],
    ['us er@example.com', false],
    ['user@exa_mple.com', false],
    ['user@example.c', false],
  ])('isEmail(%j) -> %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok);
  });

  it('finds an address inside text', () => {
    expect(EMAIL_PATTERN.exec('邮箱：user@example.com。')?.[0]).toBe('user@example.com');
  });
});

describe('SPEC §5 "external protocol (http, https, mailto, tel)"', () => {
  it.each<Row>([
    ['http://example.com', true],
    ['https://example.com', true],
    ['mailto:user@example.com', true],
    ['tel:4001005678', true],
    ['TEL:4001005678', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['/relative/path', false],
    ['data:text/html,x', false],
    [' https://example.com', false],
    ['xhttp://example.com', false],
  ])('isExternalProtocol(%j) -> %s', (value, ok) => {
    expect(isExternalProtocol(value)).toBe(ok);
  });
});

describe('SPEC §5 "regular input (word or Chinese characters)"', () => {
  it.each<Row>([
    ['abc_123', true],
    ['张三', true],
    ['张三abc_9', true],
    ['', false],
    ['a b', false],
    ['abc!', false],
    ['你好，', false], // Chinese punctuation is not a Chinese character
    ['<script>', false],
  ])('isRegularInput(%j) -> %s', (value, ok) => {
    expect(isRegularInput(value)).toBe(ok);
  });
});

describe('SPEC §5 "only Chinese"', () => {
  it.each<Row>([
    ['中文', true],
    ['客服', true],
    ['', false],
    ['中文a', false],
    ['中 文', false],
    ['中文。', false],
    ['カタカナ', false],
  ])('isOnlyChinese(%j) -> %s', (value, ok) => {
    expect(isOnlyChinese(value)).toBe(ok);
  });

  it('finds the Chinese run inside mixed text', () => {
    expect(CHINESE_PATTERN.exec('abc中文123')?.[0]).toBe('中文');
  });
});

describe('SPEC §5 "only digits"', () => {
  it.each<Row>([
    ['0', true],
    ['0123456789', true],
    ['', false],
    ['12a', false],
    ['-1', false],
    ['1.5', false],
    ['１２３', false], // full-width digits are not ASCII digits
  ])('isOnlyDigits(%j) -> %s', (value, ok) => {
    expect(isOnlyDigits(value)).toBe(ok);
  });
});

describe('exported patterns are reusable', () => {
  const regexps = Object.entries(allPatterns).filter(
    (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
  );

  it('exports every SPEC §5 pattern', () => {
    expect(regexps.map(([name]) => name).sort()).toEqual([
      'CHINESE_PATTERN',
      'DIGITS_PATTERN',
      'EMAIL_PATTERN',
      'EXTERNAL_PROTOCOL_PATTERN',
      'HOTLINE_PATTERN',
      'LANDLINE_PATTERN',
      'MOBILE_PATTERN',
      'PHONE_PATTERN',
      'REGULAR_INPUT_PATTERN',
      'SIX_DIGIT_PATTERN',
      'URL_PATTERN',
    ]);
  });

  it.each(regexps)('%s is not global or sticky, so repeated .test() calls agree', (_name, re) => {
    expect(re.global || re.sticky).toBe(false);
  });
});
