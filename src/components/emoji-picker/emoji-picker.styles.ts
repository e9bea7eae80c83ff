import styled from 'styled-components';

export const Grid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 100%;
  padding: ${({ theme }) => theme.space[2]};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
`;

export const Row = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(40px, 1fr));
  gap: ${({ theme }) => theme.space[1]};
`;

export const Cell = styled.div`
  display: flex;
`;

export const EmojiButton = styled.button`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:active {
    transform: scale(0.92);
  }
  & > img {
    width: 32px;
    height: 32px;
    pointer-events: none;
  }
`;
