import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Input } from '@/components/field';

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  @media ${({ theme }) => theme.breakpoints.desktop} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const HeaderLink = styled(Link)`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  white-space: nowrap;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SearchInput = styled(Input)`
  width: 100%;
`;

export const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;
