import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden';

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 1px;
  white-space: nowrap;
`;

const FULL = '\u2605';
const EMPTY = '\u2606';

export interface RatingStarsProps {
  /** 1 to 5; anything else is drawn within those bounds. */
  score: number;
  /** What a screen reader says instead of the stars ("4 星（满意）"); none where the text beside says it. */
  label?: string;
}

/** A rating drawn as five stars; the stars are hidden from screen readers, the label is read. */
export function RatingStars({ score, label }: RatingStarsProps) {
  const filled = Math.min(5, Math.max(0, Math.round(score)));
  return (
    <>
      <Stars aria-hidden="true" data-score={filled}>
        {FULL.repeat(filled)}
        {EMPTY.repeat(5 - filled)}
      </Stars>
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </>
  );
}
