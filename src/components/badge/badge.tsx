import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { BADGE_MAX, formatBadgeCount, isBadgeVisible } from './badge-count';
import { VisuallyHidden } from '../visually-hidden';

export type BadgeVariant = 'count' | 'dot';
export type BadgeTone = 'brand' | 'neutral';

export interface BadgeProps {
  /** The number to show; a dot may leave it out. */
  count?: number;
  /** Larger counts read `${max}+`. @default 99 */
  max?: number;
  /** Show a count of 0 instead of hiding. @default false */
  showZero?: boolean;
  /** @default 'count' */
  variant?: BadgeVariant;
  /** @default 'brand' */
  tone?: BadgeTone;
  /**
   * What the badge means, for screen readers (visually hidden), e.g. '3 条未读消息'.
   * Defaults to an unread-messages text built from `count`.
   */
  label?: string;
  /** The element the badge sits on (top-right corner); without it the badge is inline. */
  children?: ReactNode;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const tones = {
  brand: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brandContrast};
  `,
  neutral: css`
    background: ${({ theme }) => theme.colors.textMuted};
    color: ${({ theme }) => theme.colors.textInverse};
  `,
};

const Mark = styled.span<{ $dot: boolean; $tone: BadgeTone; $anchored: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: ${({ $dot }) => ($dot ? '10px' : '20px')};
  height: ${({ $dot }) => ($dot ? '10px' : '20px')};
  padding: ${({ $dot }) => ($dot ? '0' : '0 6px')};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
  ${({ $anchored, theme }) =>
    $anchored &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      transform: translate(40%, -40%);
      box-shadow: 0 0 0 2px ${theme.colors.surface};
      pointer-events: none;
    `}
`;

/** An unread count or a "something new" dot, with a text screen readers can say. */
export function Badge({
  count,
  max = BADGE_MAX,
  showZero = false,
  variant = 'count',
  tone = 'brand',
  label,
  children,
}: BadgeProps) {
  const { t } = useTranslation();
  const dot = variant === 'dot';
  const visible = isBadgeVisible(dot ? count : (count ?? 0), showZero);
  const text = formatBadgeCount(count ?? 0, max);
  const spoken =
    label ??
    (dot && count === undefined
      ? t('components.media.badge.dot')
      : t('components.media.badge.count', { count: count ?? 0 }));
  const mark = visible ? (
    <Mark $dot={dot} $tone={tone} $anchored={children !== undefined} data-variant={variant}>
      {dot ? null : <span aria-hidden="true">{text}</span>}
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Mark>
  ) : null;
  if (children === undefined) return mark;
  return (
    <Anchor>
      {children}
      {mark}
    </Anchor>
  );
}
