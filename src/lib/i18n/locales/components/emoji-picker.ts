import type { Widen } from '../widen';

/** UI text of the emoji-picker component. Chinese first; English must have the same keys. */
export const emojiPickerZh = {} as const;

export const emojiPickerEn: Widen<typeof emojiPickerZh> = {};
