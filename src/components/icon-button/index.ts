export { hitAreaInset, IconButton, ICON_BUTTON_SIZES, MIN_TOUCH_TARGET } from './icon-button';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './icon-button';
