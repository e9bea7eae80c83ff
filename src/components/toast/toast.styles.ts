import { m } from 'framer-motion';
import styled, { css } from 'styled-components';
import { IconButton } from '../icon-button';
import type { ToastAlign, ToastEdge } from './stack-layout';

const inset = (side: 'top' | 'bottom' | 'left' | 'right', offset: number) =>
  `calc(${offset}px + env(safe-area-inset-${side}, 0px))`;

export const List = styled.ol<{ $edge: ToastEdge; $align: ToastAlign; $offset: number }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  margin: 0;
  padding: 0;
  list-style: none;
  width: min(
    356px,
    calc(
      100vw -
        ${({ $offset }) => 2 * $offset}px - env(safe-area-inset-left, 0px) - env(
          safe-area-inset-right,
          0px
        )
    )
  );
  ${({ $edge, $offset }) => `${$edge}: ${inset($edge, $offset)};`}
  ${({ $align, $offset }) =>
    $align === 'center'
      ? css`
          left: 50%;
          transform: translateX(-50%);
        `
      : `${$align}: ${inset($align, $offset)};`}
`;

export const Item = styled(m.li)<{ $edge: ToastEdge }>`
  position: absolute;
  left: 0;
  right: 0;
  ${({ $edge }) => `${$edge}: 0;`}
  transform-origin: ${({ $edge }) => ($edge === 'top' ? 'center bottom' : 'center top')};
  &[data-visible='false'] {
    pointer-events: none;
  }
`;

export const Card = styled.div`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* An inset ring instead of a border: the card is exactly as tall as the measured content, so
     the gaps between expanded toasts are exactly LAYOUT.toastSpacingPx. */
  box-shadow:
    inset 0 0 0 1px ${({ theme }) => theme.colors.border},
    ${({ theme }) => theme.shadows.md};
  /* The swipe writes these per frame; React never hears about them. */
  transform: translate3d(var(--swipe-x, 0px), var(--swipe-y, 0px), 0);
  opacity: var(--swipe-fade, 1);
  touch-action: none;
  transition:
    transform ${({ theme }) => theme.durations.base}ms ${({ theme }) => theme.easing.standard},
    opacity ${({ theme }) => theme.durations.base}ms ${({ theme }) => theme.easing.standard},
    height ${({ theme }) => theme.durations.base}ms ${({ theme }) => theme.easing.standard};
  &[data-swiping='true'] {
    transition: none;
    user-select: none;
    cursor: grabbing;
  }
  /* Older toasts tucked behind the front one show only their edge. */
  &[data-clipped='true'] > * {
    opacity: 0;
  }
`;

export const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  transition: opacity ${({ theme }) => theme.durations.fast}ms;
`;

/** Text and action; the action drops under long text instead of squeezing it. */
export const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

export const Text = styled.div`
  flex: 1 1 180px;
  min-width: 0;
  padding: 1px 0;
  overflow-wrap: anywhere;
`;

export const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  line-height: ${({ theme }) => theme.font.lineHeights.normal};
`;

export const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ActionButton = styled.button`
  flex: none;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandContrast};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
`;

/** The toast's close button: the design system's IconButton, small (32 px, a 44 px hit area). */
export const CloseButton = styled(IconButton)`
  margin: -4px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
`;
