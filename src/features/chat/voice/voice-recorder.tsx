import { useDrag } from '@use-gesture/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '@/components/icon-button';
import { MicrophoneIcon, SendIcon } from '@/components/icons';
import { useReducedMotion } from '@/components/theme';
import { visuallyHidden } from '@/components/visually-hidden';
import { VOICE_MAX_SECONDS } from '@/lib/contract';
import { registerTexts } from '@/lib/i18n';
import { voiceEn, voiceZh } from '@/lib/i18n/locales/features/voice';
import { cancelArmed, releaseOf } from './press';
import { RecorderPanel } from './recorder-panel';
import type { Recording } from './recorder';
import { useVoiceRecording } from './use-voice-recording';

// The recorder's texts come with it, on the first press of the microphone.
registerTexts('voice', { 'zh-CN': voiceZh, en: voiceEn });

const Mic = styled(IconButton)`
  /* A held press is the recorder's gesture, not the page's scroll or the phone's text menu. */
  touch-action: none;
  user-select: none;
  -webkit-touch-callout: none;
  &[data-recording] {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Live = styled.span`
  ${visuallyHidden}
`;

/** A press that began on the composer's placeholder button, before this module had loaded. */
export interface FirstPress {
  /** 'tap': Enter, Space or a press already let go; 'pointer': one still down at `x`, `y`. */
  kind: 'tap' | 'pointer';
  pointerId?: number;
  x?: number;
  y?: number;
  /** performance.now() when it began. */
  at?: number;
}

export interface VoiceRecorderProps {
  onSend: (file: File, seconds: number) => void;
  /** Told when the recorder starts and stops needing its place (recording, or a refusal shown). */
  onActiveChange?: (active: boolean) => void;
  disabled?: boolean;
  /** Starts on mount, as this press says (the press that loaded the recorder). */
  firstPress?: FirstPress;
  autoFocus?: boolean;
  /** The recorder to use; the browser's by default (tests and stories give a fake). */
  start?: () => Promise<Recording>;
}

/**
 * The composer's microphone (#17 item 4): tap to start and tap again to stop and send, or hold
 * to talk and let go to send (slide left or up to cancel); Enter or Space toggles, Escape
 * cancels. While recording, a strip above the composer shows the time, the level and a cancel
 * button; a refused microphone is explained there. A live region says when it starts and stops.
 */
export function VoiceRecorder({
  onSend,
  onActiveChange,
  disabled,
  firstPress,
  autoFocus,
  start,
}: VoiceRecorderProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const voice = useVoiceRecording({ onSend, start, reducedMotion });
  const { status, begin, keep, send, cancel } = voice;
  const [armed, setArmed] = useState(false);
  /** Whether the press under way began on a recording (so it stops it). */
  const stopping = useRef(false);
  const busy = status.kind === 'starting' || status.kind === 'recording';
  const mode = busy ? status.mode : undefined;

  // The release of the press that loaded the module is heard by a listener set up on mount.
  const now = useRef(status);
  useEffect(() => {
    now.current = status;
  }, [status]);

  const release = (heldMs: number, dx: number, dy: number) => {
    setArmed(false);
    const outcome = releaseOf({ stopping: stopping.current, heldMs, dx, dy });
    stopping.current = false;
    if (outcome === 'cancel') cancel();
    // Let go before the microphone answered (a permission prompt): it goes on as a tapped one.
    else if (outcome === 'keep' || now.current.kind === 'starting') keep();
    else send();
  };

  const bind = useDrag(
    ({ first, last, movement: [dx, dy], elapsedTime, event }) => {
      if (disabled || (event as PointerEvent).button > 0) return;
      if (first) {
        stopping.current = status.kind === 'recording' && status.mode === 'tap';
        if (!busy) void begin('hold');
      }
      if (last) release(elapsedTime, dx, dy);
      else if (!stopping.current) setArmed(cancelArmed(dx, dy));
    },
    // Moves and the release are followed on the window: a finger that slid off still counts.
    { pointer: { keys: false, capture: false }, filterTaps: false },
  );

  // The press that loaded this module: followed on the window until it is let go.
  const first = useRef(firstPress);
  useEffect(() => {
    const press = first.current;
    first.current = undefined;
    if (!press) return;
    if (press.kind === 'tap') {
      void begin('tap');
      return;
    }
    void begin('hold');
    const at = press.at ?? performance.now();
    const moved = (e: PointerEvent) => [e.clientX - (press.x ?? 0), e.clientY - (press.y ?? 0)];
    const mine = (e: PointerEvent) =>
      press.pointerId === undefined || e.pointerId === press.pointerId;
    const onMove = (e: PointerEvent) => {
      if (mine(e)) setArmed(cancelArmed(moved(e)[0] ?? 0, moved(e)[1] ?? 0));
    };
    const onUp = (e: PointerEvent) => {
      if (!mine(e)) return;
      stop();
      const [dx = 0, dy = 0] = moved(e);
      release(performance.now() - at, dx, dy);
    };
    const stop = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return stop;
    // Once, for the press that mounted it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Enter and Space click a button without a pointer (detail 0); pointers are the gesture's.
  const onClick = (e: MouseEvent) => {
    if (e.detail !== 0 || disabled) return;
    if (status.kind === 'recording') send();
    else if (status.kind !== 'starting') void begin('tap');
  };
  const active = busy || status.kind === 'failed';
  useEffect(() => onActiveChange?.(active), [active, onActiveChange]);
  useEffect(() => () => onActiveChange?.(false), [onActiveChange]);

  // Escape cancels wherever the focus is (the strip's cancel button, the field, the microphone).
  useEffect(() => {
    if (!busy) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      cancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [busy, cancel]);

  const recording = status.kind === 'recording';
  const announcement = voice.announcement
    ? t(`voice.${voice.announcement.key}`, { max: VOICE_MAX_SECONDS })
    : '';
  return (
    <>
      {recording && (
        <RecorderPanel
          state="recording"
          elapsedMs={voice.elapsedMs}
          level={voice.level}
          mode={mode ?? 'tap'}
          armed={armed}
          onCancel={cancel}
        />
      )}
      {status.kind === 'failed' && (
        <RecorderPanel state="failed" failure={status.failure} onDismiss={voice.dismiss} />
      )}
      <Mic
        {...bind()}
        type="button"
        label={recording ? t('voice.stop') : t('chat.composer.record')}
        icon={recording ? <SendIcon /> : <MicrophoneIcon />}
        data-recording={busy || undefined}
        disabled={disabled && !busy}
        // The placeholder this replaces had the focus: it stays on the microphone.
        autoFocus={autoFocus}
        onClick={onClick}
      />
      <Live role="status">{announcement}</Live>
    </>
  );
}
