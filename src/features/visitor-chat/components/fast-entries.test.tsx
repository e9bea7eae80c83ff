import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { FastEntries } from './fast-entries';

const noop = () => undefined;

describe('FastEntries', () => {
  it('keeps the strip’s place while its entries load, so their arrival pushes nothing up', () => {
    const { rerender } = renderWithTheme(
      <FastEntries entries={undefined} onAsk={noop} onTransfer={noop} />,
    );
    const pending = screen.getByTestId('fast-entries-pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <FastEntries
        entries={[{ id: '1', title: '保修查询', kind: 'question', value: '保修查询' }]}
        onAsk={noop}
        onTransfer={noop}
      />,
    );
    expect(screen.queryByTestId('fast-entries-pending')).toBeNull();
    expect(screen.getByRole('button', { name: '保修查询' })).toBeInTheDocument();
  });

  it('shows nothing when there are no entries (or they could not be read)', () => {
    const { container } = renderWithTheme(
      <FastEntries entries={[]} onAsk={noop} onTransfer={noop} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
