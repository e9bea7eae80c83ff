export { SelectMenu } from './select-menu';
export type { SelectMenuOption, SelectMenuProps } from './select-menu';
export { openingIndex, selectMenuKey } from './select-menu-keys';
export type { SelectMenuAction, SelectMenuKeyState } from './select-menu-keys';
