import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback, then the children again after reset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    const onReset = vi.fn(() => {
      shouldThrow = false;
    });
    render(
      <ErrorBoundary
        onReset={onReset}
        fallback={({ error, reset }) => (
          <div role="alert">
            {(error as Error).message}
            <button onClick={reset}>again</button>
          </div>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });

  it('leaves siblings outside the boundary alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    function Sibling() {
      const [n] = useState(1);
      return <p>sibling {n}</p>;
    }
    render(
      <>
        <Sibling />
        <ErrorBoundary fallback={() => <p>fallback</p>}>
          <Flaky />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('sibling 1')).toBeInTheDocument();
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });
});
