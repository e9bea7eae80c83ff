import { PHONE_PATTERN } from '../validate/patterns';

/**
 * A number to call back (#17 item 3's left message and pre-chat form): SPEC §5's phone pattern
 * (a mobile, a landline with an optional extension, or a six-digit number), whole. Its own
 * module, as the e-mail check is: the visitor's first screen never needs it.
 */
export const PHONE_MAX_LENGTH = 20;
const PHONE_NUMBER = new RegExp(`^(?:${PHONE_PATTERN.source})$`);
export const isPhoneNumber = (text: string): boolean =>
  text.length <= PHONE_MAX_LENGTH && PHONE_NUMBER.test(text);
