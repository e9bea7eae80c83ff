import { isPhoneNumber, normalisePhone, PHONE_MAX_LENGTH } from './phone';

describe('isPhoneNumber', () => {
  it.each(['13812345678', '010-12345678', '0755-1234567-123', '075512345678', '123456'])(
    'accepts %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each(['', '12812345678', '138123456789', 'call 13812345678', '+1 138 1234 5678', '12345'])(
    'refuses %j',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );

  it('allows 20 characters, the longest a landline with an extension takes', () => {
    expect(PHONE_MAX_LENGTH).toBe(20);
    expect('0755-12345678-1234'.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    expect(isPhoneNumber('0755-12345678-1234')).toBe(true);
  });

  it('reads a number as autofill writes it: spaces, dashes and +86 out of a mobile', () => {
    for (const written of [
      '+86 138 0013 8000',
      '008613800138000',
      '138-0013-8000',
      ' 13800138000 ',
    ])
      expect(normalisePhone(written)).toBe('13800138000');
    expect(isPhoneNumber('+86 138 0013 8000')).toBe(true);
    // A landline keeps the dash before its extension.
    expect(normalisePhone('010 6256 1234-123')).toBe('01062561234-123');
    expect(isPhoneNumber('010 6256 1234-123')).toBe(true);
  });
});
