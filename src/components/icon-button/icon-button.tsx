import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type IconButtonSize = 'sm' | 'md' | 'lg';
export type IconButtonVariant = 'ghost' | 'solid';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** What the button does, e.g. '关闭'. Becomes aria-label (and title unless `hideTitle`). */
  label: string;
  /** The icon, e.g. `<CloseIcon />`; it is sized by the button. */
  icon: ReactNode;
  /** Visual size: 32, 40 or 48 px. The touch target is never smaller than 44 px. @default 'md' */
  size?: IconButtonSize;
  /** @default 'ghost' */
  variant?: IconButtonVariant;
  /** A toggle's state, exposed as aria-pressed; leave undefined for a plain action. */
  pressed?: boolean;
  /** Drops the native title, e.g. when a Tooltip already shows the label. @default false */
  hideTitle?: boolean;
}

/** Visual box and icon size in px. */
export const ICON_BUTTON_SIZES: Record<IconButtonSize, { box: number; icon: number }> = {
  sm: { box: 32, icon: 18 },
  md: { box: 40, icon: 20 },
  lg: { box: 48, icon: 24 },
};

/** WCAG 2.5.5 / Apple HIG: fingers need 44 × 44 px, whatever the drawing. */
export const MIN_TOUCH_TARGET = 44;

/** How far (negative px) the hit area reaches past a `box`-px drawing to be 44 px wide. */
export function hitAreaInset(box: number): number {
  return Math.min(0, (box - MIN_TOUCH_TARGET) / 2);
}

const variants = {
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
    &[aria-pressed='true'] {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.brand};
    }
  `,
  solid: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brandContrast};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandHover};
    }
    &[aria-pressed='true'] {
      background: ${({ theme }) => theme.colors.brandHover};
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.brandContrast};
    }
  `,
};

const Root = styled.button<{ $size: IconButtonSize; $variant: IconButtonVariant }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ICON_BUTTON_SIZES[$size].box}px;
  height: ${({ $size }) => ICON_BUTTON_SIZES[$size].box}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background ${({ theme }) => theme.durations.fast}ms
    ${({ theme }) => theme.easing.standard};
  ${({ $variant }) => variants[$variant]}
  /* Small buttons keep their drawing but get an invisible 44 px hit area. */
  &::after {
    content: '';
    position: absolute;
    inset: ${({ $size }) => hitAreaInset(ICON_BUTTON_SIZES[$size].box)}px;
  }
  & > svg {
    width: ${({ $size }) => ICON_BUTTON_SIZES[$size].icon}px;
    height: ${({ $size }) => ICON_BUTTON_SIZES[$size].icon}px;
    pointer-events: none;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** An icon-only button that still has a name for screen readers and a fat-finger hit area. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    size = 'md',
    variant = 'ghost',
    pressed,
    hideTitle = false,
    type = 'button',
    title,
    ...rest
  },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      title={hideTitle ? undefined : (title ?? label)}
      $size={size}
      $variant={variant}
      {...rest}
    >
      {icon}
    </Root>
  );
});
