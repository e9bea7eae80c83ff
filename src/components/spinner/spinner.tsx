import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden';

export interface SpinnerProps {
  /** Announced to screen readers; also shown as visible text when `showLabel` is set. */
  label: string;
  /** @default false */
  showLabel?: boolean;
  /** Diameter in px. @default 24 */
  size?: number;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ring = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

/** A polite loading indicator. */
export function Spinner({ label, showLabel = false, size = 24 }: SpinnerProps) {
  return (
    <Wrap role="status" aria-live="polite">
      <Ring $size={size} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrap>
  );
}
