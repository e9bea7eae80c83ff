import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { UserIcon } from '@/components/icons';
import { avatarColor, avatarInitial } from './avatar-fallback';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg';

export const AVATAR_SIZES: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 56 };

export interface AvatarProps {
  /** The person's display name: the fallback initial, its colour and the accessible name. */
  name: string;
  /** Photo URL; when missing or broken the initial is shown instead. */
  src?: string | null;
  /** @default 'md' (40 px) */
  size?: AvatarSize;
  /**
   * Hidden from assistive tech, for avatars next to a visible name (the usual case in a chat).
   * Set false where the avatar is the only thing naming the person. @default true
   */
  decorative?: boolean;
  className?: string;
}

const Root = styled.span<{ $px: number; $bg: string }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $bg }) => $bg};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ $px }) => Math.round($px * 0.45)}px;
  font-weight: ${({ theme }) => theme.font.weights.medium};
  line-height: 1;
  user-select: none;
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  & > svg {
    width: 55%;
    height: 55%;
  }
`;

const Photo = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** A round photo that falls back to the name's first character on a colour of its own. */
export function Avatar({ name, src, size = 'md', decorative = true, className }: AvatarProps) {
  const { t } = useTranslation();
  // Remembering which URL failed (not just "failed") lets a new src try again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && src !== failedSrc;
  const initial = avatarInitial(name);
  const accessibleName = name.trim() || t('components.media.avatar.unnamed');
  const fallbackA11y = decorative
    ? { 'aria-hidden': true }
    : showPhoto
      ? {}
      : { role: 'img', 'aria-label': accessibleName };
  return (
    <Root
      className={className}
      $px={AVATAR_SIZES[size]}
      $bg={avatarColor(name)}
      data-state={showPhoto ? 'photo' : 'fallback'}
      {...fallbackA11y}
    >
      <Initial aria-hidden="true" translate="no">
        {initial || <UserIcon />}
      </Initial>
      {showPhoto && src ? (
        <Photo
          src={src}
          alt={decorative ? '' : accessibleName}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : null}
    </Root>
  );
}
