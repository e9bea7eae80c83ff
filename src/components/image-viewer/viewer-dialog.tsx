import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEWER } from './constants';
import { itemPid } from './gallery-hash';
import { useImageViewerContext } from './image-viewer-context';
import { Stage, Strip } from './image-viewer.styles';
import { slideIndices } from './swipe';
import type { GalleryItem, ThumbBounds } from './types';
import { useControlsVisibility } from './use-controls-visibility';
import { useHistorySync } from './use-history-sync';
import { thumbBoxOf, useOpenClose } from './use-open-close';
import { useStageGestures } from './use-stage-gestures';
import { useViewerCommands } from './use-viewer-commands';
import { useViewportSize } from './use-viewport-size';
import {
  exitFullscreenOf,
  fullscreenSupported,
  toggleFullscreen,
  useIsFullscreen,
} from './viewer-actions';
import { ViewerChrome } from './viewer-chrome';
import { ViewerShell } from './viewer-shell';
import { viewerState } from './viewer-state';
import { ViewerSlide } from './viewer-slide';
import { useShare } from './use-share';
import { sizeOf, useViewerEngine } from './use-viewer-engine';

export interface ImageViewerContentProps {
  /** Share button: the system share sheet, else copy the link. @default true */
  share?: boolean;
  /** Download button (an `<a download>` of the picture). @default true */
  download?: boolean;
  /** Fullscreen button, shown only where the Fullscreen API exists. @default true */
  fullscreen?: boolean;
  /** Where picture `index`'s thumbnail is on screen, for the open/close zoom. @default the matching Trigger's box */
  getThumbBounds?: (index: number) => ThumbBounds | null | undefined;
  /** The link a share sends. @default the picture's absolute src */
  getShareUrl?: (item: GalleryItem, index: number) => string;
  /** Accessible name of the dialog. @default '图片查看器' (i18n) */
  label?: string;
}

/** The viewer itself, mounted from opening until its close animation has finished. */
export function ViewerDialog(props: ImageViewerContentProps & { onExited: () => void }) {
  const { share = true, download = true, fullscreen = true, getThumbBounds, onExited } = props;
  const { t } = useTranslation();
  const ctx = useImageViewerContext('ImageViewer.Content');
  const { items, index, open, galleryId, reasonRef, requestClose } = ctx;
  const item = items[index];
  const viewport = useViewportSize();
  const {
    engine,
    zoom,
    size,
    measured,
    rootRef,
    attachRoot,
    attachStrip,
    attachPicture,
    onMeasure,
  } = useViewerEngine(items, index, viewport);
  const stageRef = useRef<HTMLDivElement | null>(null);
  const controls = useControlsVisibility(open);
  const isFullscreen = useIsFullscreen();
  const { notice, shareItem } = useShare(props.getShareUrl);

  const finishHistory = useHistorySync({
    active: open,
    galleryId,
    pid: itemPid(item, index),
    engine,
    onBack: () => requestClose('history'),
  });
  useOpenClose({
    engine,
    open,
    reasonRef,
    thumbBounds: () => (getThumbBounds ? getThumbBounds(index) : thumbBoxOf(ctx.triggerFor(index))),
    onClosed: () => {
      exitFullscreenOf(rootRef.current);
      finishHistory();
      onExited();
    },
  });
  const commands = useViewerCommands({
    engine,
    index,
    count: items.length,
    viewport,
    setIndex: ctx.setIndex,
    onActivity: controls.show,
  });
  useStageGestures(stageRef, {
    engine,
    enabled: open,
    index,
    count: items.length,
    settleSlide: commands.settleSlide,
    closeByDrag: () => requestClose('drag'),
    onSingleTap: controls.toggle,
  });

  const closeFromUi = () => requestClose('button');
  const dismiss = () => requestClose('escape');
  const dataState = viewerState(open, zoom.scale, controls.visible);

  return (
    <ViewerShell
      label={props.label ?? t('components.imageViewer.dialog')}
      open={open}
      rootRef={rootRef}
      attachRoot={attachRoot}
      onDismiss={dismiss}
      data-state={dataState}
      data-controls={controls.visible ? 'visible' : 'hidden'}
      onKeyDown={commands.onKeyDown}
      onPointerMove={controls.show}
      onMouseLeave={controls.onMouseLeave}
    >
      <Stage ref={stageRef}>
        <Strip ref={attachStrip}>
          {slideIndices(index, items.length).map((at) => (
            <ViewerSlide
              key={`${at}:${items[at]?.src}`}
              item={items[at] as GalleryItem}
              index={at}
              offset={at - index}
              current={at === index}
              size={at === index ? size : sizeOf(items[at], measured)}
              viewport={viewport}
              pictureRef={at === index ? attachPicture : undefined}
              onMeasure={onMeasure}
            />
          ))}
        </Strip>
      </Stage>
      <ViewerChrome
        index={index}
        count={items.length}
        caption={item?.title || item?.html}
        hidden={!controls.visible}
        canTransform={size !== null}
        canZoomIn={zoom.scale < zoom.maxScale}
        canZoomOut={zoom.scale > VIEWER.minScale}
        downloadHref={download && item ? item.src : null}
        share={share}
        fullscreen={{ supported: fullscreen && fullscreenSupported(), active: isFullscreen }}
        notice={notice}
        onClose={closeFromUi}
        onZoom={commands.zoom}
        onRotate={commands.rotate}
        onShare={() => item && shareItem(item, index)}
        onFullscreen={() => void toggleFullscreen(rootRef.current)}
        onStep={commands.step}
      />
    </ViewerShell>
  );
}
