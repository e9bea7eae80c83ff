// @vitest-environment node
import { tokenize } from './tokenize';
import type { Token } from './types';

type Row = readonly [type: Token['type'], value: string, extra?: string];

/** Tokens as [type, value, href or emoji name] rows, so tables stay readable. */
function rows(input: string): Row[] {
  return tokenize(input).map((token): Row => {
    if (token.type === 'text') return [token.type, token.value];
    if (token.type === 'emoji') return [token.type, token.value, token.entry.name];
    return [token.type, token.value, token.href];
  });
}

const text = (value: string): Row => ['text', value];
const emoji = (value: string, name: string): Row => ['emoji', value, name];

describe('tokenize: links', () => {
  it.each<[string, Row[]]>([
    [
      'https://www.lenovo.com.cn',
      [['link', 'https://www.lenovo.com.cn', 'https://www.lenovo.com.cn']],
    ],
    [
      '见http://a.cn/x?y=1&z=2#f。',
      [text('见'), ['link', 'http://a.cn/x?y=1&z=2#f', 'http://a.cn/x?y=1&z=2#f'], text('。')],
    ],
    [
      'www.lenovo.com，谢谢',
      [['link', 'www.lenovo.com', 'https://www.lenovo.com'], text('，谢谢')],
    ],
    ['HTTPS://A.CN/B', [['link', 'HTTPS://A.CN/B', 'https://A.CN/B']]],
    ['http://localhost:8080/a', [['link', 'http://localhost:8080/a', 'http://localhost:8080/a']]],
    [
      '(see https://a.cn/x).',
      [text('(see '), ['link', 'https://a.cn/x', 'https://a.cn/x'], text(').')],
    ],
    ['https://w.org/Foo_(bar)', [['link', 'https://w.org/Foo_(bar)', 'https://w.org/Foo_(bar)']]],
    ['https://a.cn/x.', [['link', 'https://a.cn/x', 'https://a.cn/x'], text('.')]],
    ['https://a.cn!?', [['link', 'https://a.cn', 'https://a.cn'], text('!?')]],
    ['[https://a.cn]', [text('['), ['link', 'https://a.cn', 'https://a.cn'], text(']')]],
    [
      'https://a.cn/x,https://b.cn',
      [['link', 'https://a.cn/x,https://b.cn', 'https://a.cn/x,https://b.cn']],
    ],
    [
      'https://a.cn https://b.cn',
      [
        ['link', 'https://a.cn', 'https://a.cn'],
        text(' '),
        ['link', 'https://b.cn', 'https://b.cn'],
      ],
    ],
    [
      'www.lenovo.com/::)',
      [['link', 'www.lenovo.com', 'https://www.lenovo.com'], emoji('/::)', 'smile')],
    ],
    ['a.com www. www.x https:// xhttp://a.cn', [text('a.com www. www.x https:// xhttp://a.cn')]],
  ])('%j', (input, expected) => {
    expect(rows(input)).toEqual(expected);
  });
});

describe('tokenize: e-mail', () => {
  it.each<[string, Row[]]>([
    [
      '邮箱service@lenovo.com.cn。',
      [
        text('邮箱'),
        ['email', 'service@lenovo.com.cn', 'mailto:service@lenovo.com.cn'],
        text('。'),
      ],
    ],
    ['13812345678@qq.com', [['email', '13812345678@qq.com', 'mailto:13812345678@qq.com']]],
    [
      'a.b+c@x.io, d@y.cn',
      [
        ['email', 'a.b+c@x.io', 'mailto:a.b+c@x.io'],
        text(', '),
        ['email', 'd@y.cn', 'mailto:d@y.cn'],
      ],
    ],
    ['a@b @b.cn a@b.c1', [text('a@b @b.cn a@b.c1')]],
  ])('%j', (input, expected) => {
    expect(rows(input)).toEqual(expected);
  });
});

describe('tokenize: phones and hotlines', () => {
  it.each<[string, Row[]]>([
    ['电话13812345678', [text('电话'), ['phone', '13812345678', 'tel:13812345678']]],
    ['+86 13912345678', [['phone', '+86 13912345678', 'tel:+8613912345678']]],
    ['010-12345678转', [['phone', '010-12345678', 'tel:01012345678'], text('转')]],
    ['0755-1234567-801', [['phone', '0755-1234567-801', 'tel:07551234567;ext=801']]],
    ['01012345678转8', [['phone', '01012345678转8', 'tel:01012345678;ext=8']]],
    [
      '拨打400-810-8888。',
      [text('拨打'), ['hotline', '400-810-8888', 'tel:4008108888'], text('。')],
    ],
    ['4008108888', [['hotline', '4008108888', 'tel:4008108888']]],
    ['13812345678/::)', [['phone', '13812345678', 'tel:13812345678'], emoji('/::)', 'smile')]],
    [
      '13812345678，4008108888',
      [
        ['phone', '13812345678', 'tel:13812345678'],
        text('，'),
        ['hotline', '4008108888', 'tel:4008108888'],
      ],
    ],
  ])('%j', (input, expected) => {
    expect(rows(input)).toEqual(expected);
  });

  it.each([
    '138123456789', // one digit too many
    '913812345678', // a mobile number glued to a leading digit
    '12345678901', // 1 then 2 is not a mobile prefix
    'SN13812345678',
    '400810888',
    '40081088889',
    '010-123456',
    '123456',
  ])('%j stays text', (input) => {
    expect(rows(input)).toEqual([text(input)]);
  });
});
