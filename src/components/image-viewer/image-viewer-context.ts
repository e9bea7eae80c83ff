import { createContext, useContext, type RefObject } from 'react';
import type { CloseReason, GalleryItem } from './types';

export interface ImageViewerContextValue {
  items: readonly GalleryItem[];
  galleryId: string | number;
  open: boolean;
  index: number;
  setIndex: (index: number) => void;
  openAt: (index: number) => void;
  requestClose: (reason: CloseReason) => void;
  reasonRef: RefObject<CloseReason>;
  /** Triggers register their element so open/close can zoom from and to the thumbnail. */
  registerTrigger: (index: number, element: HTMLElement | null) => void;
  triggerFor: (index: number) => HTMLElement | undefined;
}

export const ImageViewerContext = createContext<ImageViewerContextValue | null>(null);

export function useImageViewerContext(consumer: string): ImageViewerContextValue {
  const context = useContext(ImageViewerContext);
  if (!context) throw new Error(`\`${consumer}\` must be used within \`ImageViewer.Root\``);
  return context;
}

/** Whether the viewer around this component is open (false outside one). */
export function useImageViewerOpen(): boolean {
  return useContext(ImageViewerContext)?.open ?? false;
}
