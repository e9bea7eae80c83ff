import styled, { keyframes } from 'styled-components';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.durations.fast}ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

export const List = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: max(100%, 160px);
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${appear} ${({ theme }) => theme.durations.fast}ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  &[data-active] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* Moved to with the keys: the focus ring the button would have, on the option it points at. */
  &[data-active='keyboard'] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** An option's words: they take the room, the check sits at the end. */
export const Label = styled.span`
  flex: 1;
`;
