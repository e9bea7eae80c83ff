import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '@/testing/render';
import { Drawer } from './drawer';
import type { DrawerRootProps } from './drawer-root';

function Example(props: DrawerRootProps & { description?: boolean }) {
  const { description = true, ...root } = props;
  return (
    <Drawer.Root {...root}>
      <Drawer.Trigger>菜单</Drawer.Trigger>
      <Drawer.EdgeSwipeArea />
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>服务菜单</Drawer.Title>
          <Drawer.Close />
        </Drawer.Header>
        {description && <Drawer.Description>选择一项服务</Drawer.Description>}
        <a href="#history">历史会话</a>
        <button type="button">联系人工</button>
      </Drawer.Content>
    </Drawer.Root>
  );
}

const openWithTrigger = async () => {
  await userEvent.click(screen.getByRole('button', { name: '菜单' }));
  return screen.findByRole('dialog', { name: '服务菜单' });
};

describe('Drawer', () => {
  it('opens from the trigger as a modal dialog named by its title and described', async () => {
    renderWithTheme(<Example />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: '菜单' });

    const dialog = await openWithTrigger();
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAccessibleDescription('选择一项服务');
    expect(dialog).toHaveAttribute('data-side', 'left');
    expect(document.querySelector('[data-drawer-overlay]')).toHaveAttribute('data-state', 'open');
    // The page behind a modal drawer is hidden from assistive tech, the trigger included.
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: '菜单' })).not.toBeInTheDocument();
  });

  it('has no description link without a Description', async () => {
    renderWithTheme(<Example description={false} />);
    const dialog = await openWithTrigger();
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('closes on Esc and gives focus back to the trigger', async () => {
    renderWithTheme(<Example />);
    const dialog = await openWithTrigger();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(document.querySelector('[data-drawer-overlay]')).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '菜单' })).toHaveFocus();
  });

  it('closes with the labelled close button', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Example onOpenChange={onOpenChange} />);
    await openWithTrigger();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the close button in English', async () => {
    renderWithTheme(<Example defaultOpen />, { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('keeps Tab inside the open drawer', async () => {
    renderWithTheme(<Example defaultOpen />);
    const dialog = await screen.findByRole('dialog', { name: '服务菜单' });
    const inside = () => expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await waitFor(inside);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      inside();
    }
    await userEvent.tab({ shift: true });
    inside();
  });

  it('follows a controlled open prop and reports requests through onOpenChange', async () => {
    const changes: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            外部打开
          </button>
          <Example
            open={open}
            onOpenChange={(next) => {
              changes.push(next);
              setOpen(next);
            }}
          />
        </>
      );
    }
    renderWithTheme(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: '外部打开' }));
    const dialog = await screen.findByRole('dialog', { name: '服务菜单' });
    expect(changes).toEqual([]); // the parent opened it; nothing to report

    await userEvent.keyboard('{Escape}');
    expect(changes).toEqual([false]);
    expect(dialog).toHaveAttribute('data-state', 'closed');
  });

  it('stays open when a controlled parent refuses to close', async () => {
    renderWithTheme(<Example open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: '服务菜单' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('slides in from the right when asked and covers 0.8 of the width', async () => {
    renderWithTheme(<Example side="right" defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-side', 'right');
    expect(getComputedStyle(dialog).width).toBe('80%');
    expect(document.querySelector('[data-drawer-edge]')).toHaveAttribute('data-side', 'right');
  });

  it('writes the open position and the full backdrop opacity once settled', async () => {
    vi.useFakeTimers();
    try {
      renderWithTheme(<Example defaultOpen />);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      const dialog = screen.getByRole('dialog');
      expect(dialog.style.transform).toBe('translate3d(0%, 0, 0)');
      const overlay = document.querySelector<HTMLElement>('[data-drawer-overlay]');
      expect(overlay?.style.opacity).toBe('0.4');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the edge strip from assistive tech', () => {
    renderWithTheme(<Example />);
    expect(document.querySelector('[data-drawer-edge]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes a tap on the edge strip to the control beneath it', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <>
        <button type="button" onClick={onClick}>
          返回
        </button>
        <Example />
      </>,
    );
    const beneath = screen.getByRole('button', { name: '返回' });
    const elementFromPoint = vi.fn(() => beneath);
    Object.defineProperty(document, 'elementFromPoint', {
      value: elementFromPoint,
      configurable: true,
    });
    try {
      await userEvent.click(document.querySelector('[data-drawer-edge]') as HTMLElement);
      expect(onClick).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, 'elementFromPoint');
    }
  });

  it("keeps the consumer's own handlers on Drawer.Content beside the drag's", async () => {
    const onClickCapture = vi.fn();
    const onPointerDown = vi.fn();
    renderWithTheme(
      <Drawer.Root defaultOpen>
        <Drawer.Content onClickCapture={onClickCapture} onPointerDown={onPointerDown}>
          <Drawer.Title>服务菜单</Drawer.Title>
          <button type="button">联系人工</button>
        </Drawer.Content>
      </Drawer.Root>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '联系人工' }));
    expect(onClickCapture).toHaveBeenCalledOnce();
    expect(onPointerDown).toHaveBeenCalled();
  });

  it('explains a part used outside Drawer.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<Drawer.Content />)).toThrow(
      '`Drawer.Content` must be used within `Drawer.Root`',
    );
  });
});
