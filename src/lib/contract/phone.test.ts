import { isPhoneNumber, PHONE_MAX_LENGTH } from './phone';

describe('isPhoneNumber', () => {
  it.each(['13812345678', '010-12345678', '0755-1234567-123', '075512345678', '123456'])(
    'accepts %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each(['', '12812345678', '138123456789', 'call 13812345678', '13812345678 ', '12345'])(
    'refuses %j',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );

  it('allows 20 characters, the longest a landline with an extension takes', () => {
    expect(PHONE_MAX_LENGTH).toBe(20);
    expect('0755-12345678-1234'.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    expect(isPhoneNumber('0755-12345678-1234')).toBe(true);
  });
});
