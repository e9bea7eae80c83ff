import styled from 'styled-components';
import { StarIcon } from '../icons';
import { VisuallyHidden } from '../visually-hidden';

const Stars = styled.span`
  display: inline-flex;
  gap: 1px;
  vertical-align: -0.125em;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.warning};
  /* An empty star is the outline in the same colour, so a score reads without colour too. */
  svg[data-filled='false'] {
    fill: none;
    stroke-width: 2;
  }
  svg[data-filled='true'] {
    fill: currentColor;
    stroke-width: 0;
  }
`;

export interface RatingStarsProps {
  /** 1 to 5; anything else is drawn within those bounds. */
  score: number;
  /** What a screen reader says instead of the stars ("4 星（满意）"); none where the text beside says it. */
  label?: string;
}

/**
 * A rating drawn as five stars; the stars are hidden from screen readers, the label is read.
 * Drawn, not typed: a ★ glyph comes from whichever font the system falls back to, so its size
 * and shape changed from one machine (and one page before it) to the next.
 */
export function RatingStars({ score, label }: RatingStarsProps) {
  const filled = Math.min(5, Math.max(0, Math.round(score)));
  return (
    <>
      <Stars aria-hidden="true" data-score={filled}>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} size="1em" data-filled={String(n <= filled)} />
        ))}
      </Stars>
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </>
  );
}
