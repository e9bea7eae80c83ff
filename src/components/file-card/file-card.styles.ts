import styled, { css } from 'styled-components';

export const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: 320px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[data-state='error'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const mainLayout = css`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  min-height: 44px;
  color: inherit;
  text-decoration: none;
`;

export const Main = styled.div`
  ${mainLayout}
`;

export const MainLink = styled.a`
  ${mainLayout}
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover [data-part='name'] {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

/** head ellipsizes, tail (end of name + extension) never does: a middle ellipsis in CSS. */
export const Name = styled.span`
  display: flex;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  line-height: ${({ theme }) => theme.font.lineHeights.tight};
  white-space: pre;
`;

export const NameHead = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const NameTail = styled.span`
  flex: none;
`;

export const Meta = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  & > [data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
