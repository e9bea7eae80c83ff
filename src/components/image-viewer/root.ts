// The light part of the viewer (state and thumbnail triggers), for screens that load the
// viewer itself on demand from './content'.
export { ImageViewerRoot, ImageViewerTrigger } from './image-viewer-root';
export type { ImageViewerRootProps, ImageViewerTriggerProps } from './image-viewer-root';
export type { GalleryItem } from './types';
export { useImageViewerOpen } from './image-viewer-context';
