import styled, { css } from 'styled-components';
import type { ReviewState } from '@/lib/contract';

/** Phone: one pane at a time. Desktop: filters on top, the list beside the transcript. */
export const Workspace = styled.div<{ $desktop: boolean }>`
  flex: 1;
  min-height: 0;
  display: grid;
  background: ${({ theme }) => theme.colors.background};
  ${({ $desktop }) =>
    $desktop
      ? css`
          grid-template-columns: 360px minmax(0, 1fr);
          grid-template-rows: auto minmax(0, 1fr);
          grid-template-areas: 'filters filters' 'list transcript';
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          grid-template-rows: auto minmax(0, 1fr);
          grid-template-areas: 'filters' 'list';
        `}
`;

export const FiltersArea = styled.div`
  grid-area: filters;
`;

export const ListArea = styled.section`
  grid-area: list;
  display: flex;
  flex-direction: column;
  min-height: 0;
  background: ${({ theme }) => theme.colors.surface};
  @media ${({ theme }) => theme.breakpoints.desktop} {
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The service metrics: everything under the filters, list and transcript columns alike. */
export const MetricsArea = styled.section`
  grid-area: 2 / 1 / -1 / -1;
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
`;

export const TranscriptArea = styled.section<{ $alone: boolean }>`
  grid-area: ${({ $alone }) => ($alone ? '1 / 1 / -1 / -1' : 'transcript')};
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const stateColours = {
  robot: 'textMuted',
  queueing: 'warning',
  active: 'success',
  closed: 'textMuted',
} as const;

export const StatePill = styled.span<{ $state: ReviewState }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  line-height: 20px;
  color: ${({ $state, theme }) => theme.colors[stateColours[$state]]};
`;

/** The shared look of the review's text inputs and selects (16 px: iOS does not zoom). */
export const fieldStyle = css`
  min-height: 40px;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** A label over its control (label htmlFor the control's id, so the name is the label alone). */
export const Field = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  input,
  select,
  textarea {
    ${fieldStyle}
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;
