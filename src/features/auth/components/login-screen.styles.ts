import styled from 'styled-components';

export const Layout = styled.div`
  flex: 1;
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  @media ${({ theme }) => theme.breakpoints.desktop} {
    align-items: flex-start;
    padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Card = styled.div`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  @media ${({ theme }) => theme.breakpoints.desktop} {
    padding: ${({ theme }) => theme.space[8]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  line-height: ${({ theme }) => theme.font.lineHeights.tight};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const LinkButton = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
  text-decoration: underline;
`;
