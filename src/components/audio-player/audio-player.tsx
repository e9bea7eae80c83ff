import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { PauseIcon, PlayIcon, RetryIcon } from '@/components/icons';
import { Root, Seek, Status, Time } from './audio-player.styles';
import { formatMediaTime, knownDuration } from './media-time';
import { useAudioPlayer, type AudioCallbacks } from './use-audio-player';

export interface AudioPlayerProps extends AudioCallbacks {
  /** The recording's URL. */
  src: string;
  /** Length in seconds from the message, shown before the file's metadata arrives. */
  duration?: number;
  /** Name of the player group. @default '语音消息' */
  label?: string;
  /** 'none' saves data on long histories; 'metadata' shows the real length sooner. @default 'metadata' */
  preload?: 'none' | 'metadata';
  className?: string;
}

/**
 * A voice message: play/pause, a seek slider and the time. Starting one pauses any other
 * AudioPlayer or VideoPlayer on the page (see playback-coordinator).
 */
export function AudioPlayer({
  src,
  duration,
  label,
  preload = 'metadata',
  className,
  ...callbacks
}: AudioPlayerProps) {
  const { t } = useTranslation();
  const { mediaProps, playing, failed, time, mediaDuration, toggle, retry, seek } = useAudioPlayer(
    src,
    callbacks,
  );
  const total = knownDuration(mediaDuration, duration);
  const started = playing || time > 0;
  const position = t('components.media.audio.position', {
    current: formatMediaTime(time),
    total: formatMediaTime(total),
  });
  return (
    <Root
      role="group"
      aria-label={label ?? t('components.media.audio.label')}
      className={className}
      data-state={failed ? 'error' : playing ? 'playing' : 'paused'}
    >
      <audio src={src} preload={preload} {...mediaProps} />
      {failed ? (
        <IconButton
          label={t('components.media.retry')}
          icon={<RetryIcon />}
          size="sm"
          onClick={retry}
        />
      ) : (
        <IconButton
          label={playing ? t('components.media.pause') : t('components.media.play')}
          icon={playing ? <PauseIcon /> : <PlayIcon />}
          size="sm"
          variant="solid"
          onClick={toggle}
        />
      )}
      {failed ? null : (
        <>
          <Seek
            type="range"
            min={0}
            max={total || 1}
            step={0.1}
            value={Math.min(time, total)}
            disabled={!total}
            aria-label={t('components.media.audio.seek')}
            aria-valuetext={position}
            onChange={(event) => seek(Number(event.currentTarget.value))}
          />
          <Time>{started ? position : formatMediaTime(total)}</Time>
        </>
      )}
      <Status role="status">{failed ? t('components.media.audio.error') : ''}</Status>
    </Root>
  );
}
