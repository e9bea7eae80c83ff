import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { RatingStars } from './rating-stars';

describe('RatingStars', () => {
  it('draws the score as filled stars out of five and reads the label instead', () => {
    const { container } = renderWithTheme(<RatingStars score={4} label="4 星（满意）" />);
    const stars = container.querySelector('[aria-hidden="true"]');
    expect(stars).toHaveTextContent('★★★★☆');
    expect(screen.getByText('4 星（满意）')).toBeInTheDocument();
  });

  it('keeps a score from the network within one to five stars', () => {
    const { container } = renderWithTheme(<RatingStars score={9} label="?" />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('★★★★★');
  });
});
