import {
  forwardRef,
  useCallback,
  useMemo,
  useRef,
  type ButtonHTMLAttributes,
  type ReactNode,
} from 'react';
import { ImageViewerContext, useImageViewerContext } from './image-viewer-context';
import type { CloseReason, GalleryItem } from './types';
import { useControllableState } from '../utils';

export interface ImageViewerRootProps {
  items: readonly GalleryItem[];
  /** Names this gallery in the address hash (`gid`), so several galleries can share a page. */
  galleryId: string | number;
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Controlled index of the current picture. */
  index?: number;
  /** @default 0 */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  children?: ReactNode;
}

/** Holds open and index (controlled or not) for the Trigger and Content parts. */
export function ImageViewerRoot(props: ImageViewerRootProps) {
  const { items, galleryId, children } = props;
  const [open, setOpen] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  });
  const [rawIndex, setIndex] = useControllableState({
    prop: props.index,
    defaultProp: props.defaultIndex ?? 0,
    onChange: props.onIndexChange,
  });
  const index = Math.max(0, Math.min(items.length - 1, rawIndex));
  const reasonRef = useRef<CloseReason>('prop');
  const triggers = useRef(new Map<number, HTMLElement>());

  const openAt = useCallback(
    (next: number) => {
      reasonRef.current = 'prop';
      setIndex(next);
      setOpen(true);
    },
    [setIndex, setOpen],
  );
  const requestClose = useCallback(
    (reason: CloseReason) => {
      reasonRef.current = reason;
      setOpen(false);
    },
    [setOpen],
  );
  const registerTrigger = useCallback((at: number, element: HTMLElement | null) => {
    if (element) triggers.current.set(at, element);
    else triggers.current.delete(at);
  }, []);
  const triggerFor = useCallback((at: number) => triggers.current.get(at), []);

  const value = useMemo(
    () => ({
      items,
      galleryId,
      open,
      index,
      setIndex,
      openAt,
      requestClose,
      reasonRef,
      registerTrigger,
      triggerFor,
    }),
    [items, galleryId, open, index, setIndex, openAt, requestClose, registerTrigger, triggerFor],
  );
  return <ImageViewerContext.Provider value={value}>{children}</ImageViewerContext.Provider>;
}

export interface ImageViewerTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The picture this trigger opens. */
  index: number;
}

/**
 * A button (usually around a thumbnail) that opens the viewer at `index`. Its position is where
 * the open and close zoom starts and ends, and focus comes back to it on close.
 */
export const ImageViewerTrigger = forwardRef<HTMLButtonElement, ImageViewerTriggerProps>(
  function ImageViewerTrigger({ index, onClick, type = 'button', ...rest }, forwardedRef) {
    const { openAt, registerTrigger } = useImageViewerContext('ImageViewer.Trigger');
    const ref = useCallback(
      (element: HTMLButtonElement | null) => {
        registerTrigger(index, element);
        if (typeof forwardedRef === 'function') forwardedRef(element);
        else if (forwardedRef) forwardedRef.current = element;
      },
      [forwardedRef, index, registerTrigger],
    );
    return (
      <button
        ref={ref}
        type={type}
        aria-haspopup="dialog"
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) openAt(index);
        }}
        {...rest}
      />
    );
  },
);
