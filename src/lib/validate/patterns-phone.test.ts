import {
  HOTLINE_PATTERN,
  MOBILE_PATTERN,
  PHONE_PATTERN,
  isHotline,
  isMobile,
  isPhone,
} from './patterns';

type Row = [string, boolean];

describe('SPEC §5 "mobile (1, then 3-9, then 9 digits)"', () => {
  it.each<Row>([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false], // second digit 2 is below 3
    ['10812345678', false],
    ['23812345678', false], // must start with 1
    ['1381234567', false], // 10 digits
    ['138123456789', false], // 12 digits
    ['138-1234-5678', false],
  ])('isMobile(%j) -> %s', (value, ok) => {
    expect(isMobile(value)).toBe(ok);
  });

  it('does not find a mobile inside a longer digit run', () => {
    expect(MOBILE_PATTERN.test('9138123456789')).toBe(false);
    expect(MOBILE_PATTERN.exec('电话13812345678。')?.[0]).toBe('13812345678');
  });
});

describe('SPEC §5 phone: "mobile … or landline (2-3 digit area code, 7-8 digit number, optional extension) or 6-digit number"', () => {
  it.each<Row>([
    ['13812345678', true], // mobile
    ['010-12345678', true], // 2 digits after the trunk 0, 8-digit number
    ['01012345678', true], // '-' is optional
    ['0755-1234567', true], // 3 digits after the trunk 0, 7-digit number
    ['0755-12345678-123', true], // extension
    ['010-12345678-1234', true], // 4-digit extension
    ['123456', true], // 6-digit number
    ['010-123456', false], // number shorter than 7 digits
    ['010-123456789', false], // number longer than 8 digits
    ['01-12345678', false], // area code too short
    ['07555-12345678', false], // area code too long
    ['110-12345678', false], // area code must start with 0
    ['12345678', false], // no area code
    ['010-12345678-12345', false], // extension longer than 4 digits
    ['010 12345678', false], // only '-' separates
    ['12345', false],
    ['1234567', false],
    ['', false],
  ])('isPhone(%j) -> %s', (value, ok) => {
    expect(isPhone(value)).toBe(ok);
  });

  it('finds a landline inside text', () => {
    expect(PHONE_PATTERN.exec('请拨打 0755-12345678 咨询')?.[0]).toBe('0755-12345678');
  });
});

describe('SPEC §5 "hotline (400 plus 7 digits)"', () => {
  it.each<Row>([
    ['4001005678', true],
    ['400-100-5678', true],
    ['400-1005678', true],
    ['400100-5678', true],
    ['800-100-5678', false],
    ['400100567', false], // 6 digits after 400
    ['40010056789', false], // 8 digits after 400
    ['400--1005678', false],
    ['400 100 5678', false],
  ])('isHotline(%j) -> %s', (value, ok) => {
    expect(isHotline(value)).toBe(ok);
  });

  it('finds a hotline inside text', () => {
    expect(HOTLINE_PATTERN.exec('热线400-100-5678')?.[0]).toBe('400-100-5678');
  });
});
