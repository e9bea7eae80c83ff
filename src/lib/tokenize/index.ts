export { tokenize, tokensToPlainText } from './tokenize';
export type { EmojiToken, HrefToken, TextToken, Token, TokenizeOptions, TokenType } from './types';
