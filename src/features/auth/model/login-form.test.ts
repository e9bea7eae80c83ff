import {
  CODE_LENGTH,
  buildVisitorLoginPayload,
  codeLoginPayload,
  maskAccount,
  normaliseAccount,
  normalisePhone,
  validateAccount,
  validateCode,
  validateLenovoAccount,
} from './login-form';

describe('visitor login payload (SPEC §7: phone, email, accesses_id, code, each only if present)', () => {
  it('sends every field that is present', () => {
    expect(
      buildVisitorLoginPayload({
        phone: '13800138000',
        email: 'a@b.cn',
        accessesId: 'acc-1',
        code: '123456',
      }),
    ).toEqual({ phone: '13800138000', email: 'a@b.cn', accesses_id: 'acc-1', code: '123456' });
  });
  it('leaves out absent, empty and blank fields instead of sending them empty', () => {
    const body = buildVisitorLoginPayload({
      phone: '13800138000',
      email: '',
      accessesId: '   ',
      code: null,
    });
    expect(body).toEqual({ phone: '13800138000' });
    expect(Object.keys(body)).toEqual(['phone']);
    expect(buildVisitorLoginPayload({})).toEqual({});
  });
  it('builds the phone payload or the e-mail payload, never both', () => {
    expect(codeLoginPayload('phone', '138 0013 8000', ' 123456 ', 'acc')).toEqual({
      phone: '13800138000',
      code: '123456',
      accesses_id: 'acc',
    });
    expect(codeLoginPayload('email', ' li@example.com ', '654321')).toEqual({
      email: 'li@example.com',
      code: '654321',
    });
  });
});

describe('form validation (SPEC §5 mobile and email patterns)', () => {
  it('accepts a mainland mobile, with the spaces, dashes and +86 autofill adds', () => {
    expect(validateAccount('phone', '13800138000')).toBeUndefined();
    expect(validateAccount('phone', '+86 138-0013-8000')).toBeUndefined();
    expect(normalisePhone('0086 13800138000')).toBe('13800138000');
  });
  it('refuses an empty phone, a landline and numbers outside 1[3-9]', () => {
    expect(validateAccount('phone', '  ')).toBe('phoneRequired');
    expect(validateAccount('phone', '010-12345678')).toBe('phoneInvalid');
    expect(validateAccount('phone', '12800138000')).toBe('phoneInvalid');
    expect(validateAccount('phone', '1380013800')).toBe('phoneInvalid');
  });
  it('checks e-mail', () => {
    expect(validateAccount('email', 'li@example.com')).toBeUndefined();
    expect(validateAccount('email', '')).toBe('emailRequired');
    expect(validateAccount('email', 'li@example')).toBe('emailInvalid');
  });
  it(`wants a ${CODE_LENGTH}-digit code`, () => {
    expect(CODE_LENGTH).toBe(6);
    expect(validateCode('123456')).toBeUndefined();
    expect(validateCode('')).toBe('codeRequired');
    expect(validateCode('12345')).toBe('codeInvalid');
    expect(validateCode('12a456')).toBe('codeInvalid');
  });
  it('takes a phone or an e-mail as the Lenovo account', () => {
    expect(validateLenovoAccount('13800138000')).toBeUndefined();
    expect(validateLenovoAccount('li@example.com')).toBeUndefined();
    expect(validateLenovoAccount('')).toBe('accountRequired');
    expect(validateLenovoAccount('lenovo-fan')).toBe('accountInvalid');
    expect(normaliseAccount('+86 138 0013 8000')).toBe('13800138000');
  });
});

describe('maskAccount', () => {
  it('hides the middle of a phone and the local part of an e-mail', () => {
    expect(maskAccount('13800138000')).toBe('138****8000');
    expect(maskAccount('lilei@example.com')).toBe('l***@example.com');
  });
});
