import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Arrow,
  Caption,
  Chrome,
  Counter,
  IconButton,
  Notice,
  TopBar,
  Actions,
} from './viewer-chrome.styles';
import {
  ChevronIcon,
  DownloadIcon,
  FullscreenIcon,
  RotateIcon,
  ShareIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './viewer-icons';
import { CloseIcon } from '../icons';

export interface ViewerChromeProps {
  index: number;
  count: number;
  caption: string | undefined;
  hidden: boolean;
  /** The picture can be zoomed and rotated (it has a size and did not fail). */
  canTransform: boolean;
  canZoomIn: boolean;
  canZoomOut: boolean;
  downloadHref: string | null;
  share: boolean;
  fullscreen: { supported: boolean; active: boolean };
  notice: string;
  onClose: () => void;
  onZoom: (direction: 1 | -1) => void;
  onRotate: () => void;
  onShare: () => void;
  onFullscreen: () => void;
  onStep: (step: -1 | 1) => void;
}

type ToolProps = ButtonHTMLAttributes<HTMLButtonElement> & { label: string; inactive?: boolean };

/**
 * An icon button whose label is both its accessible name and its tooltip. An inactive one is
 * aria-disabled rather than disabled, so a focused button at its limit keeps focus.
 */
function Tool({ label, inactive = false, children, onClick, ...rest }: ToolProps) {
  return (
    <IconButton
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={inactive || undefined}
      onClick={inactive ? undefined : onClick}
      {...rest}
    >
      {children}
    </IconButton>
  );
}

/** PhotoSwipe's UI: a 44 px top bar (counter left, buttons right), arrows and a caption. */
export function ViewerChrome(props: ViewerChromeProps) {
  const { index, count, caption, hidden, canTransform, downloadHref, fullscreen } = props;
  const { t } = useTranslation();
  const labels = {
    close: t('components.imageViewer.close'),
    zoomIn: t('components.imageViewer.zoomIn'),
    zoomOut: t('components.imageViewer.zoomOut'),
    rotate: t('components.imageViewer.rotate'),
    share: t('components.imageViewer.share'),
    download: t('components.imageViewer.download'),
    fullscreen: t('components.imageViewer.fullscreen'),
  };

  return (
    <Chrome>
      <TopBar $hidden={hidden}>
        <Counter aria-live="polite" aria-atomic="true">
          {t('components.imageViewer.counter', { current: index + 1, total: count })}
        </Counter>
        <Actions>
          <Tool
            label={labels.zoomOut}
            inactive={!canTransform || !props.canZoomOut}
            onClick={() => props.onZoom(-1)}
          >
            <ZoomOutIcon />
          </Tool>
          <Tool
            label={labels.zoomIn}
            inactive={!canTransform || !props.canZoomIn}
            onClick={() => props.onZoom(1)}
          >
            <ZoomInIcon />
          </Tool>
          <Tool label={labels.rotate} inactive={!canTransform} onClick={props.onRotate}>
            <RotateIcon />
          </Tool>
          {props.share && (
            <Tool label={labels.share} onClick={props.onShare}>
              <ShareIcon />
            </Tool>
          )}
          {downloadHref && (
            <IconButton
              as="a"
              href={downloadHref}
              download
              aria-label={labels.download}
              title={labels.download}
            >
              <DownloadIcon />
            </IconButton>
          )}
          {fullscreen.supported && (
            <Tool
              label={labels.fullscreen}
              aria-pressed={fullscreen.active}
              onClick={props.onFullscreen}
            >
              <FullscreenIcon />
            </Tool>
          )}
          <Tool label={labels.close} onClick={props.onClose}>
            <CloseIcon size={24} />
          </Tool>
        </Actions>
      </TopBar>
      <Notice role="status">{props.notice}</Notice>
      {index > 0 && (
        <Arrow
          type="button"
          $end={false}
          $hidden={hidden}
          aria-label={t('components.imageViewer.previous')}
          onClick={() => props.onStep(-1)}
        >
          <ChevronIcon direction="left" />
        </Arrow>
      )}
      {index < count - 1 && (
        <Arrow
          type="button"
          $end
          $hidden={hidden}
          aria-label={t('components.imageViewer.next')}
          onClick={() => props.onStep(1)}
        >
          <ChevronIcon direction="right" />
        </Arrow>
      )}
      {caption && <Caption $hidden={hidden}>{caption}</Caption>}
    </Chrome>
  );
}
