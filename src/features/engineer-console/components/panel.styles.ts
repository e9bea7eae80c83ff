import styled from 'styled-components';
import { Preview } from '@/components/preview';

/** A titled block of a column (queue, conversations, details). */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[2]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const Muted = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export { VisuallyHidden } from '@/components/visually-hidden';

/** One line of text that ends in an ellipsis. */
export const OneLine = styled.span`
  display: block;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SmallText = styled(OneLine)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

/** What a visitor wrote, shortened for a row: muted, small, clamped (see Preview). */
export const SmallPreview = styled(Preview)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;
