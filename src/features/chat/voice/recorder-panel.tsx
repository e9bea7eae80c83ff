import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMediaTime } from '@/components/audio-player/media-time';
import { Button } from '@/components/button';
import { IconButton } from '@/components/icon-button';
import { AlertIcon, CloseIcon } from '@/components/icons';
import { VOICE_MAX_SECONDS } from '@/lib/contract';
import type { MicFailure } from './recorder';

const Strip = styled.div<{ $armed?: boolean }>`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  bottom: calc(100% + ${({ theme }) => theme.space[1]});
  z-index: ${({ theme }) => theme.zIndex.composer};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $armed }) => ($armed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Dot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.danger};
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Track = styled.div`
  flex: 1;
  height: 6px;
  min-width: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

/** The bar follows the voice; with reduced motion it jumps once a second, never slides. */
const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.success};
  transform-origin: left center;
  transition: transform ${({ theme }) => theme.durations.fast}ms linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Hint = styled.span<{ $armed?: boolean }>`
  color: ${({ theme, $armed }) => ($armed ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

const Failure = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.font.lineHeights.normal};
`;

const Warn = styled(AlertIcon)`
  flex: none;
  color: ${({ theme }) => theme.colors.danger};
`;

export type RecorderPanelProps =
  | {
      state: 'recording';
      elapsedMs: number;
      /** 0 to 1. */
      level: number;
      /** How it stops: a held press shows how to send and cancel by moving the finger. */
      mode: 'tap' | 'hold';
      /** A held press has slid far enough that letting go cancels. */
      armed?: boolean;
      onCancel: () => void;
    }
  | { state: 'failed'; failure: MicFailure; onDismiss: () => void };

/**
 * What the composer shows above its line while a voice note records (the clock, the level, how
 * to stop or cancel) or when the microphone could not be had (why, and how to allow it).
 */
export function RecorderPanel(props: RecorderPanelProps) {
  const { t } = useTranslation();
  if (props.state === 'failed')
    return (
      <Strip role="alert">
        <Warn />
        <Failure>{t(`voice.${props.failure}`)}</Failure>
        <Button variant="ghost" onClick={props.onDismiss}>
          {t('voice.dismiss')}
        </Button>
      </Strip>
    );
  const { elapsedMs, level, mode, armed, onCancel } = props;
  const seconds = Math.floor(elapsedMs / 1000);
  const percent = Math.round(Math.max(0, Math.min(1, level)) * 100);
  return (
    <Strip $armed={armed} data-testid="voice-recorder">
      <Dot aria-hidden />
      <Column>
        <Row>
          <span>{t('voice.recording')}</span>
          <Clock
            role="timer"
            aria-label={t('voice.elapsed', {
              time: formatMediaTime(seconds),
              max: formatMediaTime(VOICE_MAX_SECONDS),
            })}
          >
            {formatMediaTime(seconds)} / {formatMediaTime(VOICE_MAX_SECONDS)}
          </Clock>
          <Track
            role="meter"
            aria-label={t('voice.level')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <Fill style={{ transform: `scaleX(${percent / 100})` }} />
          </Track>
        </Row>
        {mode === 'hold' && (
          <Hint $armed={armed}>{armed ? t('voice.releaseToCancel') : t('voice.holdHint')}</Hint>
        )}
      </Column>
      <IconButton label={t('voice.cancel')} icon={<CloseIcon />} size="sm" onClick={onCancel} />
    </Strip>
  );
}
