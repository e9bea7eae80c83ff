import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import { VIEWER } from './constants';
import { Badge, Centered, Picture, SlideBox } from './image-viewer.styles';
import type { GalleryItem } from './types';
import { fitZoom, type Size } from './zoom-level';

type LoadState = 'loading' | 'loaded' | 'error';

export interface ViewerSlideProps {
  item: GalleryItem;
  index: number;
  /** Position relative to the current picture, in slide widths. */
  offset: number;
  current: boolean;
  size: Size | null;
  viewport: Size;
  /** The current slide hands its picture to the engine, which owns its transform. */
  pictureRef?: Ref<HTMLDivElement>;
  onMeasure: (index: number, size: Size) => void;
}

/** True once `active` has stayed true for `delayMs` (the loading indicator's 1000 ms grace). */
function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [active, delayMs]);
  return active && late;
}

/**
 * One picture: the thumbnail (msrc) under the full image while it loads, a spinner only when
 * loading is slow, and the SPEC's error texts when it fails. Texts are always text, never HTML.
 */
export function ViewerSlide(props: ViewerSlideProps) {
  const { item, index, offset, current, size, viewport, pictureRef, onMeasure } = props;
  const { t } = useTranslation();
  const [main, setMain] = useState<LoadState>('loading');
  const [thumb, setThumb] = useState<LoadState | 'none'>(item.msrc ? 'loading' : 'none');
  const slow = useDelayedFlag(main === 'loading', VIEWER.loadingIndicatorDelayMs);
  const spacing = viewport.width * (1 + VIEWER.slideSpacing);
  // Keep the picture while a thumbnail may still stand in for a failed full-size image.
  const broken = main === 'error' && (thumb === 'none' || thumb === 'error');
  const fit = size ? fitZoom(size, viewport) : 1;

  return (
    <SlideBox
      style={{ transform: `translate3d(${offset * spacing}px, 0, 0)` }}
      aria-hidden={current ? undefined : true}
      data-current={current || undefined}
    >
      {!broken && (
        <Picture
          ref={current ? pictureRef : undefined}
          $measuring={!size}
          style={
            size
              ? {
                  width: size.width,
                  height: size.height,
                  marginLeft: -size.width / 2,
                  marginTop: -size.height / 2,
                  transform: current ? undefined : `scale(${fit})`,
                }
              : undefined
          }
        >
          {item.msrc && main !== 'loaded' && (
            <img
              src={item.msrc}
              alt=""
              aria-hidden="true"
              decoding="async"
              onLoad={(event) => {
                // Without w/h the thumbnail's shape places the picture until the full image arrives.
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (!size && naturalWidth > 0 && naturalHeight > 0)
                  onMeasure(index, { width: naturalWidth, height: naturalHeight });
                setThumb('loaded');
              }}
              onError={() => setThumb('error')}
            />
          )}
          {main !== 'error' && (
            <img
              src={item.src}
              alt={item.title || t('components.imageViewer.imageAlt', { current: index + 1 })}
              decoding="async"
              draggable={false}
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth > 0 && naturalHeight > 0)
                  onMeasure(index, { width: naturalWidth, height: naturalHeight });
                setMain('loaded');
              }}
              onError={() => setMain('error')}
            />
          )}
        </Picture>
      )}
      {current && slow && (
        <Centered>
          <Spinner label={t('components.imageViewer.loading')} size={32} />
        </Centered>
      )}
      {current && main === 'error' && thumb === 'loaded' && (
        <Badge role="status">{t('components.imageViewer.zoomLoadFailed')}</Badge>
      )}
      {broken && (
        <Centered role={current ? 'alert' : undefined}>
          <p>{t('components.imageViewer.error')}</p>
          <a href={item.src} target="_blank" rel="noopener noreferrer">
            {t('components.imageViewer.openImage')}
          </a>
        </Centered>
      )}
    </SlideBox>
  );
}
