export { Avatar, AVATAR_SIZES } from './avatar';
export type { AvatarProps, AvatarSize } from './avatar';
export { AVATAR_PALETTE, avatarColor, avatarInitial } from './avatar-fallback';
