import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { useReducedMotion } from '@/components/theme';
import { clampValue, progressPercent } from './progress-value';

export type ProgressTone = 'brand' | 'success' | 'danger';

export interface ProgressBarProps {
  /** Current value; leave undefined for an indeterminate bar (work of unknown length). */
  value?: number;
  /** @default 0 */
  min?: number;
  /** @default 100 */
  max?: number;
  /** Accessible name, e.g. '文件上传进度'. @default '进度' (or '正在加载…' when indeterminate) */
  label?: string;
  /** Shows the percentage beside the bar. @default false */
  showValue?: boolean;
  /** @default 'brand' */
  tone?: ProgressTone;
  /** Track height in px. @default 4 */
  thickness?: number;
  className?: string;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

const Track = styled.div<{ $thickness: number }>`
  position: relative;
  flex: 1;
  height: ${({ $thickness }) => $thickness}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div<{ $tone: ProgressTone; $mode: 'determinate' | 'moving' | 'still' }>`
  position: absolute;
  inset: 0;
  border-radius: inherit;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  transform-origin: left center;
  ${({ $mode, theme }) => {
    if ($mode === 'determinate')
      return css`
        transform: scaleX(var(--progress));
        transition: transform ${theme.durations.base}ms ${theme.easing.standard};
      `;
    if ($mode === 'moving')
      return css`
        width: 40%;
        animation: ${slide} 1.4s ${theme.easing.standard} infinite;
      `;
    // Reduced motion: a calm, half-tinted track still says "busy" without anything moving.
    return css`
      opacity: 0.35;
    `;
  }}
`;

const Value = styled.span`
  flex: none;
  min-width: 3.5ch;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

/** A thin bar for uploads and loading; determinate with a value, indeterminate without. */
export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  showValue = false,
  tone = 'brand',
  thickness = 4,
  className,
}: ProgressBarProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const determinate = value !== undefined;
  const percent = determinate ? progressPercent(value, min, max) : 0;
  const percentText = t('components.media.progress.percent', { value: percent });
  const name =
    label ??
    (determinate ? t('components.media.progress.label') : t('components.media.progress.loading'));
  const mode = determinate ? 'determinate' : reducedMotion ? 'still' : 'moving';
  return (
    <Wrap className={className}>
      <Track
        role="progressbar"
        aria-label={name}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={determinate ? clampValue(value, min, max) : undefined}
        aria-valuetext={determinate ? percentText : undefined}
        data-state={determinate ? 'determinate' : 'indeterminate'}
        $thickness={thickness}
      >
        <Fill
          data-motion={mode}
          $tone={tone}
          $mode={mode}
          style={{ '--progress': percent / 100 } as CSSProperties}
        />
      </Track>
      {showValue && determinate ? <Value aria-hidden="true">{percentText}</Value> : null}
    </Wrap>
  );
}
