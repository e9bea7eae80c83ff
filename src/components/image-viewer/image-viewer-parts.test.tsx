import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { ImageViewer, type GalleryItem } from '.';

const items: GalleryItem[] = [
  { src: '/static/demo/blue-screen.png', title: '蓝屏', w: 640, h: 400 },
  { src: '/static/demo/sn-label.png', title: '序列号', w: 640, h: 400 },
];

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  reduceMotion();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImageViewer compound parts', () => {
  it('opens from a Trigger (uncontrolled) and returns focus to it', async () => {
    const onOpenChange = vi.fn();
    const onIndexChange = vi.fn();
    renderWithTheme(
      <ImageViewer.Root
        items={items}
        galleryId={1}
        onOpenChange={onOpenChange}
        onIndexChange={onIndexChange}
      >
        {items.map((item, at) => (
          <ImageViewer.Trigger key={item.src} index={at} aria-label={`查看 ${item.title}`}>
            <img src={item.src} alt="" width={64} height={40} />
          </ImageViewer.Trigger>
        ))}
        <ImageViewer.Content />
      </ImageViewer.Root>,
    );
    const trigger = screen.getByRole('button', { name: '查看 序列号' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog')).toHaveTextContent('2 / 2');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(onIndexChange).toHaveBeenCalledWith(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('says where parts must live', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ImageViewer.Trigger index={0} />)).toThrow(
      '`ImageViewer.Trigger` must be used within `ImageViewer.Root`',
    );
  });
});

describe('ImageViewer actions', () => {
  it('downloads the picture through a link with the download attribute', () => {
    renderWithTheme(<ImageViewer items={items} galleryId="g" defaultOpen />);
    const link = screen.getByRole('link', { name: '下载' });
    expect(link).toHaveAttribute('href', items[0]?.src);
    expect(link).toHaveAttribute('download');
  });

  it('shares through the system sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderWithTheme(<ImageViewer items={items} galleryId="g" defaultOpen />);
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(share).toHaveBeenCalledWith({
      title: '蓝屏',
      url: new URL(items[0]?.src ?? '', window.location.href).href,
    });
  });

  it('copies the link otherwise and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderWithTheme(
      <ImageViewer
        items={items}
        galleryId="g"
        defaultOpen
        getShareUrl={() => 'https://x.test/1'}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(writeText).toHaveBeenCalledWith('https://x.test/1');
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });

  it('can leave out share and download', () => {
    renderWithTheme(
      <ImageViewer items={items} galleryId="g" defaultOpen share={false} download={false} />,
    );
    expect(screen.queryByRole('button', { name: '分享' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '下载' })).not.toBeInTheDocument();
  });

  it('offers fullscreen only where the Fullscreen API exists', async () => {
    renderWithTheme(<ImageViewer items={items} galleryId="g" defaultOpen />);
    expect(screen.queryByRole('button', { name: '全屏' })).not.toBeInTheDocument();
  });

  it('asks the Fullscreen API for the viewer', async () => {
    const requestFullscreen = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    try {
      renderWithTheme(<ImageViewer items={items} galleryId="g" defaultOpen />);
      await userEvent.click(screen.getByRole('button', { name: '全屏' }));
      expect(requestFullscreen).toHaveBeenCalledOnce();
      expect(requestFullscreen.mock.contexts[0]).toBe(screen.getByRole('dialog'));
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    }
  });
});
