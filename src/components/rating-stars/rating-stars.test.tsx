import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { RatingStars } from './rating-stars';

const filledOf = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-hidden="true"] svg')].map(
    (star) => star.getAttribute('data-filled') === 'true',
  );

describe('RatingStars', () => {
  it('draws the score as filled stars out of five and reads the label instead', () => {
    const { container } = renderWithTheme(<RatingStars score={4} label="4 星（满意）" />);
    expect(filledOf(container)).toEqual([true, true, true, true, false]);
    expect(screen.getByText('4 星（满意）')).toBeInTheDocument();
  });

  it('keeps a score from the network within one to five stars', () => {
    const { container } = renderWithTheme(<RatingStars score={9} label="?" />);
    expect(filledOf(container)).toEqual([true, true, true, true, true]);
  });
});
