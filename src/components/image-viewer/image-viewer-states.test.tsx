import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { ImageViewer, type GalleryItem } from '.';

const items: GalleryItem[] = [
  { src: '/static/demo/blue-screen.png', title: '蓝屏错误代码', w: 640, h: 400, pid: 'blue' },
  { src: '/static/demo/sn-label.png', title: '机身序列号标签', w: 640, h: 400 },
];

/** An uncontrolled viewer, open from the start. */
function Viewer({ list = items }: { list?: GalleryItem[] }) {
  return <ImageViewer galleryId="states" items={list} defaultOpen />;
}

const viewer = () => screen.getByRole('dialog');

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('ImageViewer: loading and errors', () => {
  it('shows the SPEC error text and a link to the image when it cannot load', () => {
    renderWithTheme(<Viewer list={[{ src: '/missing.png', w: 10, h: 10 }]} />, {
      language: 'en',
    });
    fireEvent.error(screen.getByRole('img', { name: 'Image 1' }));
    expect(screen.getByText('The image could not be loaded.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the image' });
    expect(link).toHaveAttribute('href', '/missing.png');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so in Chinese by default', () => {
    renderWithTheme(<Viewer list={[{ src: '/missing.png' }]} />);
    // Without w/h the picture stays invisible until it has loaded and been measured.
    const img = viewer().querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('alt', '第 1 张图片');
    fireEvent.error(img);
    expect(screen.getByText('图片无法加载。')).toBeInTheDocument();
  });

  it("says 'load failed' when the full-size image fails but the thumbnail is there", () => {
    const item = { src: '/big.png', msrc: '/small.png', w: 640, h: 400, title: 'x' };
    renderWithTheme(<Viewer list={[item]} />, { language: 'en' });
    const [thumb, full] = [...viewer().querySelectorAll('img')];
    fireEvent.load(thumb as HTMLImageElement);
    fireEvent.error(full as HTMLImageElement);
    expect(screen.getByText('load failed')).toBeInTheDocument();
    expect(screen.queryByText('The image could not be loaded.')).not.toBeInTheDocument();
  });

  it("still says 'load failed' when the full-size image fails before the thumbnail arrives", () => {
    const item = { src: '/big.png', msrc: '/small.png', w: 640, h: 400, title: 'x' };
    renderWithTheme(<Viewer list={[item]} />, { language: 'en' });
    const [thumb, full] = [...viewer().querySelectorAll('img')];
    fireEvent.error(full as HTMLImageElement);
    fireEvent.load(thumb as HTMLImageElement);
    expect(screen.getByText('load failed')).toBeInTheDocument();
  });

  it('shows gallery html as plain text, never as markup', () => {
    const item = { src: '/a.png', html: '<b id="injected">粗体</b>' };
    renderWithTheme(<Viewer list={[item]} />);
    expect(within(viewer()).getByText('<b id="injected">粗体</b>')).toBeInTheDocument();
    expect(document.getElementById('injected')).toBeNull();
  });
});

describe('ImageViewer: timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('hides the controls after 4000 ms without pointer activity; movement shows them', () => {
    renderWithTheme(<Viewer />);
    advance(3999);
    expect(viewer()).toHaveAttribute('data-state', 'idle');
    advance(1);
    expect(viewer()).toHaveAttribute('data-state', 'hidden-controls');
    fireEvent.pointerMove(viewer());
    expect(viewer()).toHaveAttribute('data-state', 'idle');
  });

  it('hides the controls 1000 ms after the mouse leaves', () => {
    renderWithTheme(<Viewer />);
    fireEvent.mouseLeave(viewer());
    advance(999);
    expect(viewer()).toHaveAttribute('data-state', 'idle');
    advance(1);
    expect(viewer()).toHaveAttribute('data-state', 'hidden-controls');
  });

  it('shows the loading indicator only after 1000 ms', () => {
    renderWithTheme(<Viewer />);
    advance(999);
    expect(screen.queryByText('图片加载中')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText('图片加载中')).toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: '蓝屏错误代码' }));
    expect(screen.queryByText('图片加载中')).not.toBeInTheDocument();
  });

  it('shows no loading indicator for a picture that loads in time', () => {
    renderWithTheme(<Viewer />);
    advance(500);
    fireEvent.load(screen.getByRole('img', { name: '蓝屏错误代码' }));
    advance(1000);
    expect(screen.queryByText('图片加载中')).not.toBeInTheDocument();
  });
});
