import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { ImageViewer, VIEWER, useGalleryHash, type GalleryItem } from '.';

const items: GalleryItem[] = [
  { src: '/static/demo/blue-screen.png', title: '蓝屏', w: 640, h: 400, pid: 'blue' },
  { src: '/static/demo/sn-label.png', title: '序列号', w: 640, h: 400 },
  { src: '/static/demo/battery-not-charging.png', title: '电池', w: 640, h: 400 },
];

/** The wiring a screen uses: thumbnails open the viewer, the address opens it too. */
function HashGallery({ list = items }: { list?: GalleryItem[] }) {
  const gallery = useGalleryHash('chat', list);
  return (
    <>
      {list.map((item, at) => (
        <button key={item.src} type="button" onClick={() => gallery.openAt(at)}>
          {`打开 ${at + 1}`}
        </button>
      ))}
      <ImageViewer galleryId="chat" items={list} {...gallery} />
    </>
  );
}

const viewer = () => screen.queryByRole('dialog');
const counter = () => within(screen.getByRole('dialog')).getByText(/^\d+ \/ \d+$/);

beforeEach(() => {
  window.history.replaceState(null, '', '/chatQueue?lang=zh-CN');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ImageViewer address hash', () => {
  it('pushes #&gid&pid once on open, only after the opening animation has settled', () => {
    vi.useFakeTimers();
    const before = window.history.length;
    renderWithTheme(<HashGallery />);
    fireEvent.click(screen.getByRole('button', { name: '打开 1' }));
    act(() => vi.advanceTimersByTime(VIEWER.zoomMs - 50));
    expect(window.location.hash).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(window.location.hash).toBe('#&gid=chat&pid=blue');
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname + window.location.search).toBe('/chatQueue?lang=zh-CN');
  });

  it('replaces the hash on slide change instead of pushing', async () => {
    const before = window.history.length;
    renderWithTheme(<HashGallery />);
    await userEvent.click(screen.getByRole('button', { name: '打开 1' }));
    await waitFor(() => expect(window.location.hash).toBe('#&gid=chat&pid=blue'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(window.location.hash).toBe('#&gid=chat&pid=2'));
    expect(window.history.length).toBe(before + 1);
  });

  it('closes on Back', async () => {
    renderWithTheme(<HashGallery />);
    await userEvent.click(screen.getByRole('button', { name: '打开 2' }));
    await waitFor(() => expect(window.location.hash).toBe('#&gid=chat&pid=2'));
    window.history.back();
    await waitFor(() => expect(viewer()).not.toBeInTheDocument());
    expect(window.location.hash).toBe('');
  });

  it('goes back when closed from the UI, leaving no entry behind', async () => {
    renderWithTheme(<HashGallery />);
    await userEvent.click(screen.getByRole('button', { name: '打开 3' }));
    await waitFor(() => expect(window.location.hash).toBe('#&gid=chat&pid=3'));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(viewer()).not.toBeInTheDocument());
    await waitFor(() => expect(window.location.hash).toBe(''));
  });

  it('opens from an address with the hash, and clears it on close without going back', async () => {
    window.history.replaceState(null, '', '/chatQueue#&gid=chat&pid=2');
    const before = window.history.length;
    renderWithTheme(<HashGallery />);
    expect(counter()).toHaveTextContent('2 / 3');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(viewer()).not.toBeInTheDocument());
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/chatQueue');
    expect(window.history.length).toBe(before);
  });

  it('opens from the hash once pictures that load later arrive', () => {
    window.history.replaceState(null, '', '/chatQueue#&gid=chat&pid=blue');
    const { rerender } = renderWithTheme(<HashGallery list={[]} />);
    expect(viewer()).not.toBeInTheDocument();
    rerender(<HashGallery list={items} />);
    expect(counter()).toHaveTextContent('1 / 3');
  });

  it('ignores a hash for another gallery and keeps the page hash in front of its own', async () => {
    window.history.replaceState(null, '', '/chatQueue#faq&gid=other&pid=1');
    renderWithTheme(<HashGallery />);
    expect(viewer()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开 2' }));
    await waitFor(() => expect(window.location.hash).toBe('#faq&gid=chat&pid=2'));
  });
});
