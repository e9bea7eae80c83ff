import type { Widen } from '../widen';

/**
 * UI text of the emoji-picker component. Chinese first; English must have the same keys.
 * Emoji labels themselves are data (SPEC §3 cn label), not UI text, so they are not here.
 */
export const emojiPickerZh = {
  label: '表情',
} as const;

export const emojiPickerEn: Widen<typeof emojiPickerZh> = {
  label: 'Emoji',
};
