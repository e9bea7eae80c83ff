import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '@/testing/render';
import { ImageViewer, type GalleryItem, type ImageViewerProps } from '.';

const items: GalleryItem[] = [
  { src: '/static/demo/blue-screen.png', title: '蓝屏错误代码', w: 640, h: 400, pid: 'blue' },
  { src: '/static/demo/sn-label.png', title: '机身序列号标签', w: 640, h: 400 },
  { src: '/static/demo/battery-not-charging.png', title: '电池未充电提示', w: 640, h: 400 },
];

/** Thumbnails that open a controlled viewer, as a message list would. */
function Gallery({ open: initiallyOpen = false, ...rest }: Partial<ImageViewerProps>) {
  const [open, setOpen] = useState(initiallyOpen);
  const [index, setIndex] = useState(rest.index ?? 0);
  const list = rest.items ?? items;
  return (
    <>
      {list.map((item, at) => (
        <button
          key={item.src}
          type="button"
          onClick={() => {
            setIndex(at);
            setOpen(true);
          }}
        >
          {`打开 ${at + 1}`}
        </button>
      ))}
      <ImageViewer
        galleryId="chat"
        items={list}
        {...rest}
        open={open}
        onOpenChange={setOpen}
        index={index}
        onIndexChange={setIndex}
      />
    </>
  );
}

const viewer = () => screen.getByRole('dialog');
const counter = () => within(viewer()).getByText(/^\d+ \/ \d+$/);
const picture = () => viewer().querySelector<HTMLElement>('[data-current] [data-scale]');

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImageViewer: opening and navigation', () => {
  it('opens at the clicked picture as a labelled modal dialog with counter and caption', async () => {
    renderWithTheme(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: '打开 2' }));
    expect(viewer()).toHaveAccessibleName('图片查看器');
    expect(viewer()).toHaveAttribute('aria-modal', 'true');
    expect(counter()).toHaveTextContent('2 / 3');
    expect(within(viewer()).getByText('机身序列号标签')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '机身序列号标签' })).toHaveAttribute(
      'src',
      items[1]?.src,
    );
    expect(viewer()).toHaveFocus();
  });

  it('preloads one picture on each side and no more', async () => {
    const many = Array.from({ length: 6 }, (_, at) => ({ src: `/p${at}.png`, w: 640, h: 400 }));
    renderWithTheme(<Gallery items={many} index={3} open />);
    const sources = [...viewer().querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/p2.png', '/p3.png', '/p4.png']);
  });

  it('goes to the next and previous picture with the arrow keys, and stops at the ends', async () => {
    renderWithTheme(<Gallery open />);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 3'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(counter()).toHaveTextContent('3 / 3'));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 3'));
    expect(within(viewer()).getByText('机身序列号标签')).toBeInTheDocument();
  });

  it('has previous and next buttons only where there is a picture', async () => {
    reduceMotion();
    renderWithTheme(<Gallery open />);
    expect(screen.queryByRole('button', { name: '上一张' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(counter()).toHaveTextContent('2 / 3');
    expect(screen.getByRole('button', { name: '上一张' })).toBeInTheDocument();
  });

  it('with reduced motion changes pictures at once, without a slide animation', () => {
    reduceMotion();
    renderWithTheme(<Gallery open />);
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('2 / 3');
  });

  it('closes on Escape, shows the closing state, and returns focus to the opener', async () => {
    renderWithTheme(<Gallery />);
    const opener = screen.getByRole('button', { name: '打开 3' });
    await userEvent.click(opener);
    expect(viewer()).toHaveAttribute('data-state', 'idle');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    reduceMotion();
    renderWithTheme(<Gallery open />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the viewer', async () => {
    reduceMotion();
    renderWithTheme(<Gallery open />);
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      expect(viewer()).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('ImageViewer: zoom and rotate', () => {
  it('zooms in 0.2 steps with the buttons and enters the zoomed state', async () => {
    renderWithTheme(<Gallery open />);
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    await waitFor(() => expect(viewer()).toHaveAttribute('data-state', 'zoomed'));
    expect(picture()).toHaveAttribute('data-scale', '1.2');
    await userEvent.click(screen.getByRole('button', { name: '缩小' }));
    await waitFor(() => expect(viewer()).toHaveAttribute('data-state', 'idle'));
    expect(picture()).toHaveAttribute('data-scale', '1');
  });

  it('zooms with + = - and resets with 0; never below 0.2', () => {
    reduceMotion();
    renderWithTheme(<Gallery open />);
    const press = (key: string) => fireEvent.keyDown(viewer(), { key });
    press('+');
    press('=');
    expect(picture()).toHaveAttribute('data-scale', '1.4');
    press('0');
    expect(picture()).toHaveAttribute('data-scale', '1');
    expect(viewer()).toHaveAttribute('data-state', 'idle');
    for (let i = 0; i < 8; i += 1) press('-');
    expect(picture()).toHaveAttribute('data-scale', '0.2');
    expect(viewer()).toHaveAttribute('data-state', 'zoomed');
    expect(screen.getByRole('button', { name: '缩小' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('rotates by 90° steps', async () => {
    reduceMotion();
    renderWithTheme(<Gallery open />);
    await userEvent.click(screen.getByRole('button', { name: '旋转' }));
    expect(picture()?.style.transform).toContain('rotate(90deg)');
    await userEvent.click(screen.getByRole('button', { name: '旋转' }));
    expect(picture()?.style.transform).toContain('rotate(180deg)');
  });
});
