import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '@/testing/render';
import { DialogHost } from './dialog-host';
import { dialogs, dialogStore } from './dialog-store';

/** A page with a button that asks, and shows the answer. */
function AskButton() {
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const confirmed = await dialogs.confirm({
            title: '结束会话？',
            description: '结束后将无法继续与当前工程师沟通。',
            confirmLabel: '结束',
            tone: 'danger',
          });
          setAnswer(confirmed ? 'yes' : 'no');
        }}
      >
        结束会话
      </button>
      <output>{answer}</output>
      <DialogHost />
    </>
  );
}

afterEach(() => {
  // A failed test must not leave its question in front of the next one.
  act(() => {
    for (const request of dialogStore.getSnapshot()) {
      dialogStore.answer(request.id, false);
      dialogStore.remove(request.id);
    }
  });
});

const gone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

describe('dialogs.confirm', () => {
  it('resolves true when confirmed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<AskButton />);
    await user.click(screen.getByRole('button', { name: '结束会话' }));
    const dialog = screen.getByRole('alertdialog', { name: '结束会话？' });
    expect(dialog).toHaveAccessibleDescription('结束后将无法继续与当前工程师沟通。');
    await user.click(screen.getByRole('button', { name: '结束' }));
    expect(await screen.findByText('yes')).toBeInTheDocument();
    await gone();
  });

  it('resolves false on cancel, and the cancel button has first focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<AskButton />);
    await user.click(screen.getByRole('button', { name: '结束会话' }));
    const cancel = screen.getByRole('button', { name: '取消' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    expect(await screen.findByText('no')).toBeInTheDocument();
  });

  it('resolves false on Esc and gives focus back to the button that asked', async () => {
    const user = userEvent.setup();
    renderWithTheme(<AskButton />);
    const opener = screen.getByRole('button', { name: '结束会话' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('no')).toBeInTheDocument();
    await gone();
    expect(opener).toHaveFocus();
  });

  it('ignores a click on the overlay: the question needs an answer', async () => {
    // The page under a modal has pointer-events: none; click it anyway, as a user can try to.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithTheme(<AskButton />);
    await user.click(screen.getByRole('button', { name: '结束会话' }));
    await user.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await gone();
  });
});

describe('dialogs.alert', () => {
  it('works when asked before the host mounted, and resolves on acknowledge', async () => {
    const user = userEvent.setup();
    let done = false;
    void dialogs.alert({ title: '会话已结束', description: '感谢您的咨询。' }).then(() => {
      done = true;
    });
    renderWithTheme(<DialogHost />);
    expect(screen.getByRole('alertdialog', { name: '会话已结束' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(done).toBe(true));
    await gone();
  });

  it('shows queued dialogs one after another', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DialogHost />);
    let first: Promise<void> = Promise.resolve();
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = dialogs.alert({ title: '网络已恢复' });
      second = dialogs.confirm({ title: '重新发送失败的消息？' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '知道了' }));
    await first;
    expect(
      await screen.findByRole('alertdialog', { name: '重新发送失败的消息？' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect(second).resolves.toBe(true);
    await gone();
  });

  it('speaks English when the app does', async () => {
    renderWithTheme(<DialogHost />, { language: 'en' });
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = dialogs.confirm({ title: 'Leave the queue?' });
    });
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    await gone();
  });
});
