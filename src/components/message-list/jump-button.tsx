import styled from 'styled-components';

/**
 * A CSS transition, not framer-motion: the button is on the chat's first screen and an
 * opacity-and-slide needs no animation library there. Hidden, it stays mounted but is
 * invisible, inert and out of the accessibility tree; visibility flips after the fade.
 */
const Float = styled.div<{ $visible: boolean }>`
  position: absolute;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: 1;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transform: translateY(${({ $visible }) => ($visible ? 0 : '8px')});
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
  transition:
    opacity ${({ theme }) => theme.durations.fast}ms ease-out,
    transform ${({ theme }) => theme.durations.fast}ms ease-out,
    visibility 0s linear ${({ $visible, theme }) => ($visible ? 0 : theme.durations.fast)}ms;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Pill = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface JumpButtonProps {
  visible: boolean;
  /** Visible text next to the arrow; empty when nothing new arrived. */
  text: string;
  /** Accessible name: the count and where the button goes. */
  label: string;
  onJump: () => void;
}

/** Floats over the list's bottom edge while the reader is scrolled up. */
export function JumpButton({ visible, text, label, onJump }: JumpButtonProps) {
  return (
    <Float $visible={visible} aria-hidden={!visible} inert={!visible}>
      <Pill type="button" aria-label={label} onClick={onJump} tabIndex={visible ? 0 : -1}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path
            d="M8 3v9M3.5 8 8 12.5 12.5 8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {text ? <span>{text}</span> : null}
      </Pill>
    </Float>
  );
}
