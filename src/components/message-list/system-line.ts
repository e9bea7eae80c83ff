import { css } from 'styled-components';

/**
 * A line of the conversation that nobody wrote (a notice, a call's outcome, a rating): small,
 * muted, centred on a pill, as wide as its words.
 */
export const systemLine = css`
  margin: ${({ theme }) => theme.space[2]} auto;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  width: fit-content;
  max-width: 90%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;
