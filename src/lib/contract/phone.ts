import { PHONE_PATTERN } from '../validate/patterns';

/**
 * A number to call back (#17 item 3's left message and pre-chat form): SPEC §5's phone pattern
 * (a mobile, a landline with an optional extension, or a six-digit number), whole. Its own
 * module, as the e-mail check is: the visitor's first screen never needs it.
 */
export const PHONE_MAX_LENGTH = 20;
const PHONE_NUMBER = new RegExp(`^(?:${PHONE_PATTERN.source})$`);

/**
 * A number as a phone's autofill or a person writes it, in SPEC's form: spaces dropped, and
 * China's country code (+86, 0086) and dashes out of a mobile number, so "+86 138 0013 8000" is
 * 13800138000. A landline's dashes stay (they separate its extension).
 */
export const normalisePhone = (text: string): string => {
  const compact = text.trim().replace(/\s+/g, '');
  const mobile = /^(?:(?:\+|00)86)?(1[3-9]\d{9})$/.exec(compact.replace(/-/g, ''));
  return mobile ? mobile[1]! : compact;
};

/** Whether `text` (as normalisePhone reads it) is a number to call back. */
export const isPhoneNumber = (text: string): boolean => {
  const phone = normalisePhone(text);
  return phone.length <= PHONE_MAX_LENGTH && PHONE_NUMBER.test(phone);
};
