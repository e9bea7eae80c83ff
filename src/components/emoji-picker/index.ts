export { EmojiPicker } from './emoji-picker';
export type { EmojiPickerProps } from './emoji-picker';
export { gridNavigate } from './grid-navigation';
export type { GridKey, GridShape } from './grid-navigation';
