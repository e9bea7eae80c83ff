import type { Matcher } from './types';

// Only http(s) and www. are recognised, so no other scheme (javascript:, data:, ...) can ever
// become an href. Hosts are ASCII; the path takes RFC 3986 characters except quotes and
// brackets, so text such as "见https://a.cn。" or '<a href="https://a.cn">' ends where it should.
const LINK =
  /\b(?:https?:\/\/|www\.(?=[A-Za-z0-9-]+\.[A-Za-z0-9]))[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:[/?#][A-Za-z0-9\-._~:/?#@!$&()*+,;=%]*)?/gi;
const SCHEME = /^https?:\/\//i;
// Sentence punctuation after a link belongs to the sentence, not the link.
const TRAILING = '.,;:!?*)';
// An emoji code may sit right after a link ("www.a.cn/::)"); look this far past its end.
const CODE_REACH = 13;

function trimTrailing(value: string): string {
  // Counted once up front so a link followed by a long run of ')' still trims in linear time.
  let opens = 0;
  let closes = 0;
  for (const ch of value) {
    if (ch === '(') opens++;
    else if (ch === ')') closes++;
  }
  let end = value.length;
  while (end > 0 && TRAILING.includes(value.charAt(end - 1))) {
    if (value.charAt(end - 1) === ')') {
      // Keep a ')' that closes a '(' inside the link, as in wiki/Foo_(bar).
      if (opens >= closes) break;
      closes--;
    }
    end--;
  }
  return value.slice(0, end);
}

function hrefOf(value: string): string {
  // Lower-case the scheme so every href provably starts with 'http://' or 'https://'.
  return SCHEME.test(value)
    ? value.replace(SCHEME, (scheme) => scheme.toLowerCase())
    : `https://${value}`;
}

/**
 * Matcher for http(s) URLs and www. hosts. `emoji`, when given, cuts a link short where a
 * known face code starts inside its path, so the face still shows.
 */
export function linkMatcher(emoji: Matcher | null): Matcher {
  return (text, from) => {
    const link = new RegExp(LINK);
    link.lastIndex = from;
    const m = link.exec(text);
    if (!m) return null;
    let value = m[0];
    if (emoji) {
      const bodyStart = value.indexOf('/', SCHEME.exec(value)?.[0].length ?? 0);
      const window = text.slice(m.index, m.index + value.length + CODE_REACH);
      const face = bodyStart < 0 ? null : emoji(window, bodyStart);
      if (face && face.start < value.length) value = value.slice(0, face.start);
    }
    value = trimTrailing(value);
    const start = m.index;
    return {
      start,
      end: start + value.length,
      token: { type: 'link', value, href: hrefOf(value) },
    };
  };
}
