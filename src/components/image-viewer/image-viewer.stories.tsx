import type { Story } from '@ladle/react';
import { useLayoutEffect } from 'react';
import styled from 'styled-components';
import { EMOJI_FULL, emojiImageUrl } from '@/lib/emoji';
import { storyBusy, whenShown } from '@/testing/story-busy';
import { ImageViewer, useGalleryHash, type GalleryItem, type ImageViewerProps } from '.';

const demo: GalleryItem[] = [
  {
    src: '/static/demo/blue-screen.png',
    title: '开机蓝屏，屏幕上显示错误代码 0x0000007B',
    w: 640,
    h: 400,
    pid: 'blue-screen',
  },
  {
    src: '/static/demo/sn-label.png',
    title: '机身底部的序列号（SN）标签，报修时请提供',
    w: 640,
    h: 400,
    pid: 'sn-label',
  },
  {
    src: '/static/demo/battery-not-charging.png',
    title: '电池图标显示“已接通电源，未充电”',
    w: 640,
    h: 400,
    pid: 'battery',
  },
];

const emoji: GalleryItem[] = EMOJI_FULL.slice(0, 24).map((entry) => ({
  src: emojiImageUrl(entry),
  title: `表情：${entry.label}`,
  w: 64,
  h: 64,
  pid: entry.name,
}));

// A broken data URL fails to decode without a network 404 in the console.
const BROKEN = 'data:image/png;base64,AAAA';

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  button {
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    overflow: hidden;
    cursor: zoom-in;
  }
  img {
    display: block;
    width: 120px;
    height: 75px;
    object-fit: contain;
  }
`;

/** Thumbnails as a chat message list shows them; each opens the viewer at its picture. */
function Demo({ items, ...props }: Omit<ImageViewerProps, 'galleryId'> & { galleryId?: string }) {
  return (
    <ImageViewer.Root items={items} galleryId={props.galleryId ?? 'demo'} {...props}>
      <Thumbs>
        {items.map((item, at) => (
          <ImageViewer.Trigger
            key={`${at}:${item.src}`}
            index={at}
            aria-label={`查看大图：${item.title ?? at + 1}`}
          >
            <img src={item.msrc ?? item.src} alt="" />
          </ImageViewer.Trigger>
        ))}
      </Thumbs>
      <ImageViewer.Content {...props} />
    </ImageViewer.Root>
  );
}

/** Runs once the viewer has opened and settled, as a user would act on it. */
/**
 * Acts on the open viewer `delayMs` after the story mounts, and keeps the story busy (see
 * storyBusy) until `shown` holds: a picture of the story is its named state, never the moment
 * before.
 */
function useOnViewer(
  action: (viewer: HTMLElement) => void,
  shown: (viewer: HTMLElement) => boolean,
  delayMs = 600,
) {
  useLayoutEffect(() => {
    const done = storyBusy();
    const timer = setTimeout(() => {
      const viewer = document.querySelector<HTMLElement>('[role="dialog"]');
      if (!viewer) return done();
      action(viewer);
      void whenShown(() => shown(viewer)).then(done);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      done();
    };
  }, [action, shown, delayMs]);
}

export const Idle: Story = () => <Demo items={demo} galleryId="idle" defaultOpen />;

const leave = (viewer: HTMLElement) =>
  viewer.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null }));

/** The mouse left the viewer: the controls fade out after 1000 ms (4000 ms when idle). */
const controlsHidden = (viewer: HTMLElement) => viewer.dataset.controls === 'hidden';

export const HiddenControls: Story = () => {
  useOnViewer(leave, controlsHidden);
  return <Demo items={demo} galleryId="hidden" defaultOpen />;
};

const zoomIn = (viewer: HTMLElement) => {
  for (let i = 0; i < 3; i += 1)
    viewer.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true }));
};

/** Zoomed in three 0.2 steps: drag pans within the picture, double tap goes back to fit. */
const zoomedIn = (viewer: HTMLElement) => viewer.dataset.state === 'zoomed';

export const Zoomed: Story = () => {
  useOnViewer(zoomIn, zoomedIn);
  return <Demo items={demo} galleryId="zoomed" defaultOpen />;
};

export const BrokenImage: Story = () => (
  <Demo
    items={[{ src: BROKEN, title: '客户上传的截图（文件已损坏）', w: 640, h: 400 }, ...demo]}
    galleryId="broken"
    defaultOpen
  />
);

/** The thumbnail is there but the full-size picture for zooming failed. */
export const ZoomLoadFailed: Story = () => (
  <Demo
    items={[
      { src: BROKEN, msrc: demo[0]?.src, title: '原图加载失败，正在显示缩略图', w: 640, h: 400 },
    ]}
    galleryId="zoom-failed"
    defaultOpen
  />
);

export const SingleImage: Story = () => (
  <Demo items={demo.slice(1, 2)} galleryId="single" defaultOpen />
);

export const ManyImages: Story = () => (
  <Demo items={[...demo, ...emoji]} galleryId="many" defaultOpen defaultIndex={4} />
);

/** Closed: a thumbnail opens the viewer (zooming from it), the address gets #&gid=…&pid=…. */
export const FromThumbnails: Story = () => {
  const gallery = useGalleryHash('thumbs', demo);
  return <Demo items={demo} galleryId="thumbs" {...gallery} />;
};
