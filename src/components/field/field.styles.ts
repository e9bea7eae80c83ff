import styled, { css } from 'styled-components';

/**
 * The look of every text field, text area and select in the product: one height (a 44 px touch
 * target), one frame, 16 px text (iOS Safari zooms into smaller fields), the muted placeholder,
 * the focus and the invalid border. Put it on an element (`styled.input`) or inside a form's
 * styles for the fields it holds (`input, textarea { ${fieldControl} }`).
 */
export const fieldControl = css`
  box-sizing: border-box;
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weights.regular};
  font-size: ${({ theme }) => theme.font.sizes.md};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A text area: a field that grows downwards only. */
export const textAreaControl = css`
  ${fieldControl}
  min-height: 64px;
  resize: vertical;
`;

export const Input = styled.input`
  ${fieldControl}
`;

export const TextArea = styled.textarea`
  ${textAreaControl}
`;

export const Select = styled.select`
  ${fieldControl}
`;
