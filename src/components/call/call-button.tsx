import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type CallButtonTone = 'neutral' | 'accept' | 'danger';

const tones = {
  neutral: css`
    background: rgba(255, 255, 255, 0.16);
    color: #fff;
    &[aria-pressed='true'] {
      background: #fff;
      color: #1f2329;
    }
  `,
  accept: css`
    background: ${({ theme }) => theme.colors.success};
    color: #fff;
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
};

const Root = styled.button<{ $tone: CallButtonTone }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 64px;
  padding: 0;
  border: 0;
  background: none;
  color: #fff;
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  & > span:first-child {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radii.round};
    transition: background ${({ theme }) => theme.durations.fast}ms
      ${({ theme }) => theme.easing.standard};
    ${({ $tone }) => tones[$tone]}
  }
  &[aria-pressed='true'] > span:first-child {
    background: #fff;
    color: #1f2329;
  }
  &:hover > span:first-child {
    filter: brightness(1.1);
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible > span:first-child {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
  & svg {
    width: 26px;
    height: 26px;
  }
  @media (prefers-reduced-motion: reduce) {
    & > span:first-child {
      transition: none;
    }
  }
`;

export interface CallButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The visible caption under the button; also its accessible name. */
  label: string;
  icon: ReactNode;
  /** @default 'neutral' */
  tone?: CallButtonTone;
  /** A toggle's state (muted, camera off, speaker on) as aria-pressed. */
  pressed?: boolean;
}

/** A round call control with its caption under it, as phones draw them. */
export const CallButton = forwardRef<HTMLButtonElement, CallButtonProps>(function CallButton(
  { label, icon, tone = 'neutral', pressed, type = 'button', ...rest },
  ref,
) {
  return (
    <Root ref={ref} type={type} aria-pressed={pressed} $tone={tone} {...rest}>
      <span aria-hidden>{icon}</span>
      <span>{label}</span>
    </Root>
  );
});
