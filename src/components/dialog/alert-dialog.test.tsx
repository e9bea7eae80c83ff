import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { AlertDialog } from './alert-dialog';

function renderConfirm(props: Partial<Parameters<typeof AlertDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(
    <AlertDialog
      trigger={<button type="button">删除记录</button>}
      title="删除这条聊天记录？"
      description="删除后无法恢复。"
      tone="danger"
      confirmLabel="删除"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('AlertDialog', () => {
  it('asks with role alertdialog and runs onConfirm', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: '删除记录' }));
    expect(screen.getByRole('alertdialog', { name: '删除这条聊天记录？' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('treats Esc as cancel and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderConfirm();
    const trigger = screen.getByRole('button', { name: '删除记录' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('has no corner close button, only its answers', async () => {
    const user = userEvent.setup();
    renderConfirm();
    await user.click(screen.getByRole('button', { name: '删除记录' }));
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '取消',
      '删除',
    ]);
  });

  it('as an alert has a single acknowledge button', () => {
    renderWithTheme(<AlertDialog kind="alert" title="客服已离线" defaultOpen />);
    expect(screen.getByRole('alertdialog', { name: '客服已离线' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '知道了' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
  });
});
