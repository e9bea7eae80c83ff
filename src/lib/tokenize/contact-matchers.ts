import type { Found, Matcher } from './types';

// The lookarounds make an address or number a whole word: no digits or letters glued on
// either side (SPEC §5: digits inside a longer run are not a phone number).
const EMAIL =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9-])/g;
// SPEC §5: hotline 400 + 7 digits (dashes optional); mobile 1, 3-9, 9 digits (optionally +86);
// landline 0 + 2-3 digit area code, 7-8 digits, optional extension after '-' or '转'.
const PHONE =
  /(?<![0-9A-Za-z+])(?:(400-?\d{3}-?\d{4})|((?:\+86[- ]?)?1[3-9]\d{9})|(0\d{2,3}-?\d{7,8})(?:(?:-|转)(\d{1,6}))?)(?![0-9A-Za-z])/g;

/** Matcher for e-mail addresses; href is mailto:. */
export const emailMatcher: Matcher = (text, from) => {
  const email = new RegExp(EMAIL);
  email.lastIndex = from;
  const m = email.exec(text);
  if (!m) return null;
  const value = m[0];
  const end = m.index + value.length;
  return { start: m.index, end, token: { type: 'email', value, href: `mailto:${value}` } };
};

/** Matcher for mobile, landline ('phone') and 400 ('hotline') numbers; href is tel:. */
export const phoneMatcher: Matcher = (text, from): Found | null => {
  const phone = new RegExp(PHONE);
  phone.lastIndex = from;
  const m = phone.exec(text);
  if (!m) return null;
  const [value, hotline, mobile, landline, extension] = m;
  const dial = (hotline ?? mobile ?? landline ?? '').replace(/[- ]/g, '');
  const href = `tel:${dial}${extension ? `;ext=${extension}` : ''}`;
  const type = hotline ? 'hotline' : 'phone';
  return { start: m.index, end: m.index + value.length, token: { type, value, href } };
};
