import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { toast } from './state';
import { Toaster } from './toast';

const EXIT_MS = 1000;

async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(async () => void vi.advanceTimersByTime(Math.min(left, 100)));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  act(() => toast.dismiss());
  await advance(EXIT_MS);
  vi.useRealTimers();
});

describe('Toaster swipe', () => {
  function drag(element: Element, dx: number, steps = 5) {
    const base = { pointerId: 1, pointerType: 'mouse', isPrimary: true, clientY: 10 };
    fireEvent.pointerDown(element, { ...base, button: 0, buttons: 1, clientX: 100 });
    for (let i = 1; i <= steps; i += 1) {
      fireEvent.pointerMove(window, { ...base, buttons: 1, clientX: 100 + (dx * i) / steps });
    }
    fireEvent.pointerUp(window, { ...base, button: 0, buttons: 0, clientX: 100 + dx });
  }

  it('dismisses a toast swiped sideways past the threshold', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast('可以滑走', { duration: Infinity });
    });
    drag(screen.getByText('可以滑走'), 120);
    await advance(EXIT_MS);
    expect(screen.queryByText('可以滑走')).not.toBeInTheDocument();
  });

  it('snaps back after a short drag', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast('还在这里', { duration: Infinity });
    });
    drag(screen.getByText('还在这里'), 20, 20);
    await advance(EXIT_MS);
    expect(screen.getByText('还在这里')).toBeInTheDocument();
  });
});
