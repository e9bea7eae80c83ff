import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announced by its label', () => {
    renderWithTheme(<Spinner label="正在加载…" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
  });
});
