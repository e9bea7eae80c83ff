import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useExclusivePlayback } from '@/components/audio-player';
import { Button } from '@/components/button';
import { AlertIcon, RetryIcon } from '@/components/icons';

export interface VideoPlayerProps {
  src: string;
  /** Still shown before playback, e.g. the message's thumbnail. */
  poster?: string;
  /** Accessible name of the video. @default '视频' */
  label?: string;
  /** Intrinsic size in px, only for the aspect ratio so the chat does not jump. @default 16 : 9 */
  width?: number;
  /** @default 9 (with width 16) */
  height?: number;
  /** <track kind="captions"> elements, when the video has them. */
  children?: ReactNode;
  onPlay?: () => void;
  onPause?: () => void;
  onEnded?: () => void;
  onError?: () => void;
  className?: string;
}

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backdrop};
  & > video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  & > video[hidden] {
    display: none;
  }
`;

const ErrorPane = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-align: center;
`;

/**
 * A video message on the browser's own controls (they are accessible, fullscreen-capable and
 * familiar on every phone). Playing it pauses any voice message or other video, and vice versa.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  width = 16,
  height = 9,
  children,
  onPlay,
  onPause,
  onEnded,
  onError,
  className,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  useExclusivePlayback(ref);
  const retry = () => {
    setFailedSrc(null);
    ref.current?.load();
  };
  return (
    <Frame
      className={className}
      $ratio={`${width} / ${height}`}
      data-state={failed ? 'error' : 'ready'}
    >
      <video
        ref={ref}
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        aria-label={label ?? t('components.media.video.label')}
        hidden={failed}
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
        onError={() => {
          setFailedSrc(src);
          onError?.();
        }}
      >
        {children}
      </video>
      {failed ? (
        <ErrorPane>
          <AlertIcon size={28} />
          <span role="status">{t('components.media.video.error')}</span>
          <Button variant="secondary" onClick={retry}>
            <RetryIcon size={18} />
            {t('components.media.retry')}
          </Button>
        </ErrorPane>
      ) : null}
    </Frame>
  );
}
