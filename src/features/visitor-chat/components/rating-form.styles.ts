import styled from 'styled-components';
import { visuallyHidden } from '@/components/visually-hidden';
import { textAreaControl } from '@/components/field';

/** The rating form's look (rating-form.tsx): stars, tag chips, the comment. */

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Stars = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Star = styled.label<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  /* A star drawn (not a ★ glyph, whose font differs per system): chosen ones solid, the rest
     an outline dark enough to see (3:1 against the card). */
  color: ${({ theme, $on }) => ($on ? theme.colors.warning : theme.colors.textMuted)};
  cursor: pointer;
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
    stroke-width: ${({ $on }) => ($on ? 0 : 1.5)};
  }
  input {
    ${visuallyHidden}
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const ScoreLabel = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Tag = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
  input {
    ${visuallyHidden}
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brandContrast};
    background: ${({ theme }) => theme.colors.brand};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Comment = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  label,
  small {
    font-size: ${({ theme }) => theme.font.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  small {
    justify-self: end;
  }
  textarea {
    ${textAreaControl}
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;
