import { usePresence } from '../utils';
import { useImageViewerContext } from './image-viewer-context';
import {
  ImageViewerRoot,
  ImageViewerTrigger,
  type ImageViewerRootProps,
} from './image-viewer-root';
import { ViewerDialog, type ImageViewerContentProps } from './viewer-dialog';

/**
 * The viewer dialog, portalled to document.body. It stays mounted after `open` turns false
 * until its close animation ends (data-state="closing"): usePresence.
 */
export function ImageViewerContent(props: ImageViewerContentProps) {
  const { open } = useImageViewerContext('ImageViewer.Content');
  const { present, exited } = usePresence(open);
  if (!present) return null;
  return <ViewerDialog {...props} onExited={exited} />;
}

export type ImageViewerProps = Omit<ImageViewerRootProps, 'children'> & ImageViewerContentProps;

/**
 * Full-screen photo viewer with PhotoSwipe v4 behaviour (SPEC §2 "Photo viewer", §9): zoom by
 * buttons, wheel, double tap and pinch; pan; swipe between pictures; drag down to close;
 * share, download, fullscreen, caption and counter; `#&gid=…&pid=…` in the address; Back closes.
 *
 * Root data-state: `idle` | `hidden-controls` | `zoomed` | `closing` (zoomed wins over hidden
 * controls; data-controls tells them apart).
 */
export function ImageViewer({
  items,
  galleryId,
  open,
  defaultOpen,
  onOpenChange,
  index,
  defaultIndex,
  onIndexChange,
  ...content
}: ImageViewerProps) {
  return (
    <ImageViewerRoot
      items={items}
      galleryId={galleryId}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      index={index}
      defaultIndex={defaultIndex}
      onIndexChange={onIndexChange}
    >
      <ImageViewerContent {...content} />
    </ImageViewerRoot>
  );
}

ImageViewer.Root = ImageViewerRoot;
ImageViewer.Trigger = ImageViewerTrigger;
ImageViewer.Content = ImageViewerContent;
