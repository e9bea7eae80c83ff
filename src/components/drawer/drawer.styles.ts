import * as Dialog from '@radix-ui/react-dialog';
import styled, { css } from 'styled-components';
import { IconButton } from '../icon-button';
import { DRAWER, type DrawerSide } from './constants';

const edge = ({ $side }: { $side: DrawerSide }) =>
  $side === 'left'
    ? css`
        left: 0;
        border-radius: 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0;
      `
    : css`
        right: 0;
        border-radius: ${({ theme }) => theme.radii.lg} 0 0 ${({ theme }) => theme.radii.lg};
      `;

// Position and opacity start hidden and are then written inline by DrawerMotion.
export const Panel = styled(Dialog.Content)<{ $side: DrawerSide }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${edge}
  z-index: ${({ theme }) => theme.zIndex.drawer};
  width: ${DRAWER.widthRatio * 100}%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: max(${({ theme }) => theme.space[4]}, env(safe-area-inset-top))
    ${({ theme }) => theme.space[4]}
    max(${({ theme }) => theme.space[4]}, env(safe-area-inset-bottom));
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.font.family};
  transform: translate3d(${({ $side }) => ($side === 'left' ? '-100%' : '100%')}, 0, 0);
  will-change: transform;
  /* Vertical pans scroll the panel natively; horizontal ones are the drawer's. */
  touch-action: pan-y;
  outline: none;
  &[data-dragging] {
    user-select: none;
    cursor: grabbing;
  }
`;

export const Backdrop = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.backdrop};
  opacity: 0;
  touch-action: none;
`;

export const EdgeStrip = styled.div<{ $side: DrawerSide; $width: number }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  width: ${({ $width }) => $width}px;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  touch-action: none;
  &[data-state='open'] {
    pointer-events: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: ${({ theme }) => theme.font.lineHeights.tight};
`;

export const Description = styled(Dialog.Description)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeights.normal};
`;

/** The header's close button: the design system's IconButton (40 px, a 44 px hit area). */
export const CloseButton = styled(IconButton)`
  margin: -${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
`;
