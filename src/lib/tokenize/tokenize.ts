import { EMOJI_FULL } from '../emoji';
import { emailMatcher, phoneMatcher } from './contact-matchers';
import { emojiMatcher } from './emoji-matcher';
import { linkMatcher } from './link-matcher';
import type { Found, Matcher, Token, TokenizeOptions } from './types';

function matchersFor(options: TokenizeOptions): Matcher[] {
  const entries = options.emoji ?? EMOJI_FULL;
  const emoji = entries.length > 0 ? emojiMatcher(entries) : null;
  // Order breaks ties between matches that start at the same place: an address such as
  // 13812345678@qq.com is an e-mail, not a phone number followed by text.
  const matchers: Matcher[] = [];
  if (options.emails !== false) matchers.push(emailMatcher);
  if (options.links !== false) matchers.push(linkMatcher(emoji));
  if (options.phones !== false) matchers.push(phoneMatcher);
  if (emoji) matchers.push(emoji);
  return matchers;
}

/**
 * Splits message text into tokens for rendering as text nodes and elements, never as HTML
 * (SPEC §5): known emoji codes and [labels], http(s)/www links, e-mail addresses, phone and
 * 400 hotline numbers. Joining the token values gives back `text` exactly.
 * @example tokenize('你好/::)') // [{ type: 'text', value: '你好' }, { type: 'emoji', value: '/::)', entry }]
 */
export function tokenize(text: string, options: TokenizeOptions = {}): Token[] {
  const matchers = matchersFor(options);
  // Each matcher's next match is kept until the cursor passes its start, so a long message
  // is scanned about once per matcher instead of once per token.
  const pending: Array<Found | null | undefined> = matchers.map(() => undefined);
  const tokens: Token[] = [];
  let cursor = 0;
  while (cursor < text.length) {
    let best: Found | null = null;
    for (let i = 0; i < matchers.length; i++) {
      let found = pending[i];
      if (found === undefined || (found !== null && found.start < cursor)) {
        found = matchers[i]?.(text, cursor) ?? null;
        pending[i] = found;
      }
      if (found && (best === null || found.start < best.start)) best = found;
    }
    if (best === null) break;
    const { start, end, token } = best;
    if (start > cursor) tokens.push({ type: 'text', value: text.slice(cursor, start) });
    tokens.push(token);
    cursor = end;
  }
  if (cursor < text.length) tokens.push({ type: 'text', value: text.slice(cursor) });
  return tokens;
}

/** The source text of `tokens`: for any text, tokensToPlainText(tokenize(text)) === text. */
export function tokensToPlainText(tokens: readonly Token[]): string {
  return tokens.map((token) => token.value).join('');
}
