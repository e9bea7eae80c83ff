import type { EmojiEntry } from '../emoji';

/** Plain text: render as a text node, never as HTML. */
export interface TextToken {
  readonly type: 'text';
  readonly value: string;
}

/** A known face; `value` is the source text ('/::)' or '[微笑]') for copy and alt text. */
export interface EmojiToken {
  readonly type: 'emoji';
  readonly value: string;
  readonly entry: EmojiEntry;
}

/**
 * Something clickable. `href` only ever starts with http://, https://, mailto: or tel:
 * (SPEC §5 external protocols), so a renderer may use it as is.
 */
export interface HrefToken {
  readonly type: 'link' | 'email' | 'phone' | 'hotline';
  readonly value: string;
  readonly href: string;
}

export type Token = TextToken | EmojiToken | HrefToken;
export type TokenType = Token['type'];

export interface TokenizeOptions {
  /** Faces to recognise, e.g. emojiSet(permissions). An empty set turns emoji off. @default EMOJI_FULL */
  readonly emoji?: readonly EmojiEntry[];
  /** http(s) URLs and www. hosts. @default true */
  readonly links?: boolean;
  /** E-mail addresses. @default true */
  readonly emails?: boolean;
  /** Mobile, landline and 400 hotline numbers. @default true */
  readonly phones?: boolean;
}

/** One match a matcher found: `text.slice(start, end)` is `token.value`. */
export interface Found {
  readonly start: number;
  readonly end: number;
  readonly token: Exclude<Token, TextToken>;
}

/** Finds the leftmost match at or after `from`; the result must not depend on `from` otherwise. */
export type Matcher = (text: string, from: number) => Found | null;
