// The heavy part of the viewer (gestures, zoom engine, chrome), loaded when first needed.
export { ImageViewerContent } from './image-viewer';
