export {
  EMOJI_BY_CODE,
  EMOJI_BY_LABEL,
  EMOJI_FULL,
  EMOJI_REDUCED,
  emojiImageUrl,
  emojiSet,
} from './emoji-sets';
export type { EmojiEntry, EmojiPermissions } from './emoji-sets';
export { emojiIndex } from './emoji-index';
export type { EmojiIndex } from './emoji-index';
