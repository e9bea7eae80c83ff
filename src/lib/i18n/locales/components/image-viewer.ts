import type { Widen } from '../widen';

/** UI text of the image-viewer component. Chinese first; English must have the same keys. */
export const imageViewerZh = {} as const;

export const imageViewerEn: Widen<typeof imageViewerZh> = {};
