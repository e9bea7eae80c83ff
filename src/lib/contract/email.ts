import { EMAIL_PATTERN } from '../validate/patterns';

/**
 * An address to write to (#17 item 2's transcript by e-mail): SPEC §5's e-mail pattern, whole,
 * and not longer than RFC 5321 allows. Its own module: the visitor's first screen never needs it.
 */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_ADDRESS = new RegExp(`^(?:${EMAIL_PATTERN.source})$`, 'i');
export const isEmailAddress = (text: string): boolean =>
  text.length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS.test(text);
