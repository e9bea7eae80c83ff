import styled, { css } from 'styled-components';

export interface FactsProps {
  /**
   * Pairs on wrapped lines, each term beside its value (each pair in a `<div>`), instead of a
   * two-column grid. @default false
   */
  $inline?: boolean;
}

/**
 * Terms and their values (`<dt>`/`<dd>`, a pair optionally wrapped in a `<div>`): a visitor's
 * details, a contact line, a page's status. Terms muted, values wrap anywhere (an e-mail, an id).
 */
export const Facts = styled.dl<FactsProps>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  ${({ $inline, theme }) =>
    $inline
      ? css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[1]} ${theme.space[4]};
          > div {
            display: flex;
            gap: ${theme.space[1]};
            min-width: 0;
          }
          /* A long value wraps, its term stays whole. */
          dt {
            flex: none;
          }
        `
      : css`
          display: grid;
          grid-template-columns: max-content 1fr;
          gap: ${theme.space[2]} ${theme.space[3]};
          > div {
            display: contents;
          }
        `}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
