import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAYOUT, TIMING } from '@/lib/constants';
import { renderWithTheme } from '@/testing/render';
import { Dialog } from './dialog';

function Example(props: { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root {...props}>
      <Dialog.Trigger asChild>
        <button type="button">查看详情</button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>服务说明</Dialog.Title>
        <Dialog.Description>工作日 9:00–18:00 提供人工服务。</Dialog.Description>
        <Dialog.Body>
          <label>
            手机号
            <input />
          </label>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <button type="button">好的</button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    const dialog = screen.getByRole('dialog', { name: '服务说明' });
    expect(dialog).toHaveAccessibleDescription('工作日 9:00–18:00 提供人工服务。');
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('sits SPEC §9 15vh from the top', async () => {
    expect(LAYOUT.dialogTopOffset).toBe('15vh');
    renderWithTheme(<Example open />);
    expect(await screen.findByRole('dialog')).toHaveStyle({ top: '15vh' });
  });

  it('closes on Esc and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    const trigger = screen.getByRole('button', { name: '查看详情' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes from the corner button with its translated label', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = renderWithTheme(<Example open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: '好的' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Example open={false} onOpenChange={onOpenChange} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says which part is outside Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Dialog.Content>x</Dialog.Content>)).toThrow(
      '`Dialog.Content` must be used within `Dialog.Root`',
    );
  });
});

describe('Dialog body style', () => {
  beforeEach(async () => {
    // Let the real restore of the tests above run before the clock is faked.
    await new Promise((resolve) => setTimeout(resolve, TIMING.popupBodyStyleRestoreMs + 50));
    document.body.removeAttribute('style');
  });

  afterEach(() => {
    act(() => void vi.runOnlyPendingTimers());
    vi.useRealTimers();
    document.body.removeAttribute('style');
  });

  it('puts the body style back SPEC §9 200 ms after closing', async () => {
    expect(TIMING.popupBodyStyleRestoreMs).toBe(200);
    vi.useFakeTimers();
    document.body.style.overflow = 'auto';
    const { rerender } = renderWithTheme(<Example open />);
    await act(async () => void vi.advanceTimersByTime(50));
    expect(document.body.style.pointerEvents).toBe('none');

    rerender(<Example open={false} />);
    // A lock left behind, as when a second modal layer closes out of order.
    document.body.style.pointerEvents = 'none';
    document.body.style.overflow = 'hidden';
    await act(async () => void vi.advanceTimersByTime(199));
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(document.body.style.overflow).toBe('auto');
    expect(document.body.style.pointerEvents).toBe('');
  });
});
