import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '@/components/button';
import { renderWithTheme } from '@/testing/render';
import { Banner } from './banner';

describe('Banner', () => {
  it.each(['info', 'warning', 'success'] as const)('%s is a polite status', (tone) => {
    renderWithTheme(
      <Banner tone={tone} title="系统维护通知">
        今晚 22:00 至 24:00 系统维护
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('系统维护通知');
    expect(banner).toHaveTextContent('今晚 22:00 至 24:00 系统维护');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('error is an alert', () => {
    renderWithTheme(<Banner tone="error">消息发送失败</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('消息发送失败');
  });

  it('renders its action', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Banner action={<Button onClick={onClick}>查看工单</Button>}>
        您有一个维修工单正在处理
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: '查看工单' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('has no close button unless dismissible', () => {
    renderWithTheme(<Banner>提示</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('closes itself when dismissed (uncontrolled)', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(
      <Banner dismissible onOpenChange={onOpenChange}>
        提示
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('lets the parent decide when controlled', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithTheme(
      <Banner dismissible open onOpenChange={onOpenChange}>
        提示
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(
      <Banner dismissible open={false} onOpenChange={onOpenChange}>
        提示
      </Banner>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can be reopened by a controlling parent', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Banner dismissible open={open} onOpenChange={setOpen}>
            提示
          </Banner>
          <button type="button" onClick={() => setOpen(true)}>
            再次显示
          </button>
        </>
      );
    }
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '再次显示' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('starts closed with defaultOpen false', () => {
    renderWithTheme(<Banner defaultOpen={false}>提示</Banner>);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the close button in English', () => {
    renderWithTheme(<Banner dismissible>Notice</Banner>, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Dismiss notice' })).toBeInTheDocument();
  });
});
