// SPEC §5 client patterns. The exported RegExps are unanchored (for finding matches inside
// text) and never global, so `.test()` stays stateless; build a 'g' copy for matchAll.
// Digit patterns carry (?<!\d)…(?!\d) so a longer number is not read as a phone number.

/** http(s) link; stops at whitespace, CJK text and trailing punctuation so it can be found in chat text. */
export const URL_PATTERN = /https?:\/\/[-\w+&@#/%?=~|!:,.;]*[-\w+&@#/%=~|]/i;

/** Mainland mobile: 1, then 3-9, then 9 digits (11 digits in all). */
export const MOBILE_PATTERN = /(?<!\d)1[3-9]\d{9}(?!\d)/;

/**
 * Landline: area code 0 plus 2-3 digits (010, 0755), optional '-', a 7-8 digit number, then an
 * optional '-' extension of 1-4 digits. SPEC's "2-3 digit area code" is read as the digits after
 * the trunk 0, since counting the 0 would reject every four-digit code such as 0755.
 */
export const LANDLINE_PATTERN = /(?<!\d)0\d{2,3}-?\d{7,8}(?:-\d{1,4})?(?!\d)/;

/** The six-digit short number SPEC accepts as a phone. */
export const SIX_DIGIT_PATTERN = /(?<!\d)\d{6}(?!\d)/;

/** SPEC §5 phone: mobile, landline or a six-digit number. */
export const PHONE_PATTERN = new RegExp(
  [MOBILE_PATTERN, LANDLINE_PATTERN, SIX_DIGIT_PATTERN].map((re) => re.source).join('|'),
);

/** Hotline: 400 plus 7 digits, optionally grouped as 400-100-5678. */
export const HOTLINE_PATTERN = /(?<!\d)400-?\d{3}-?\d{4}(?!\d)/;

/** Pragmatic e-mail shape: local part, '@', dot-separated labels, alphabetic top-level domain. */
export const EMAIL_PATTERN = /[\w.%+-]+@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}/i;

/**
 * External protocols a link may open: http, https, mailto, tel. Always a prefix check, since
 * it classifies a whole href; schemes are case-insensitive (RFC 3986).
 */
export const EXTERNAL_PROTOCOL_PATTERN = /^(?:https?|mailto|tel):/i;

/** Regular input: word characters (letters, digits, _) or Chinese characters. */
export const REGULAR_INPUT_PATTERN = /[\w\p{Script=Han}]+/u;

/** Chinese (Han script) characters. */
export const CHINESE_PATTERN = /\p{Script=Han}+/u;

/** ASCII digits. */
export const DIGITS_PATTERN = /\d+/;

/** Whole-string version of an unanchored pattern, keeping its flags. */
function anchored(pattern: RegExp): RegExp {
  return new RegExp(`^(?:${pattern.source})$`, pattern.flags);
}

const FULL = {
  url: anchored(URL_PATTERN),
  mobile: anchored(MOBILE_PATTERN),
  phone: anchored(PHONE_PATTERN),
  hotline: anchored(HOTLINE_PATTERN),
  email: anchored(EMAIL_PATTERN),
  regularInput: anchored(REGULAR_INPUT_PATTERN),
  chinese: anchored(CHINESE_PATTERN),
  digits: anchored(DIGITS_PATTERN),
};

/** Whole value is an http(s) URL. */
export const isUrl = (value: string): boolean => FULL.url.test(value);
/** Whole value is a mainland mobile number. */
export const isMobile = (value: string): boolean => FULL.mobile.test(value);
/** Whole value is a mobile, landline or six-digit number. */
export const isPhone = (value: string): boolean => FULL.phone.test(value);
/** Whole value is a 400 hotline. */
export const isHotline = (value: string): boolean => FULL.hotline.test(value);
/** Whole value is an e-mail address. */
export const isEmail = (value: string): boolean => FULL.email.test(value);
/** The href starts with http:, https:, mailto: or tel: (any case). */
export const isExternalProtocol = (href: string): boolean => EXTERNAL_PROTOCOL_PATTERN.test(href);
/** Non-empty and only word or Chinese characters (no spaces or punctuation). */
export const isRegularInput = (value: string): boolean => FULL.regularInput.test(value);
/** Non-empty and only Chinese characters. */
export const isOnlyChinese = (value: string): boolean => FULL.chinese.test(value);
/** Non-empty and only ASCII digits. */
export const isOnlyDigits = (value: string): boolean => FULL.digits.test(value);
