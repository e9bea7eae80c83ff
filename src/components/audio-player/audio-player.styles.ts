import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-width: 200px;
  max-width: 320px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const Seek = styled.input`
  flex: 1;
  min-width: 60px;
  height: 32px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

export const Time = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Status = styled.span`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  /* Empty, it stays in the accessibility tree (a live region must exist before it speaks)
     but out of the row's layout. */
  &:empty {
    position: absolute;
  }
`;
