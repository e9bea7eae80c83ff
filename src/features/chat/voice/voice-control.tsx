import { useState, type ComponentType, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { MicrophoneIcon } from '@/components/icons';
import type { FirstPress, VoiceRecorderProps } from './voice-recorder';

type Policy = { allowsFeature?: (feature: string) => boolean };

/**
 * Whether this page can record a voice note: MediaRecorder, a microphone API, and a frame that
 * may use the microphone (a host page's iframe without allow="microphone" may not: there the
 * button would only ever be refused).
 */
export function canRecordVoice(scope: typeof globalThis = globalThis): boolean {
  const doc = scope.document as
    (Document & { featurePolicy?: Policy; permissionsPolicy?: Policy }) | undefined;
  const policy = doc?.permissionsPolicy ?? doc?.featurePolicy;
  return (
    typeof scope.MediaRecorder === 'function' &&
    typeof scope.navigator?.mediaDevices?.getUserMedia === 'function' &&
    (policy?.allowsFeature?.('microphone') ?? true)
  );
}

/** The recorder (MediaRecorder, Web Audio, the gestures, its texts): loaded on the first press. */
export const loadVoiceRecorder = () => import('./voice-recorder');

export interface VoiceControlProps {
  onSend: (file: File, seconds: number) => void;
  /** Recording (or asking for the microphone, or explaining a refusal) begins and ends. */
  onActiveChange?: (active: boolean) => void;
  disabled?: boolean;
  /** What stands in the microphone's place where the browser cannot record. */
  otherwise?: ReactNode;
}

/**
 * The composer's microphone as the page first paints it: a plain button. Its first press loads
 * the recorder, which takes the button's place and goes on with that press (a tap, a key, or a
 * finger still held down). Hidden where the browser cannot record.
 */
export function VoiceControl({ otherwise = null, ...props }: VoiceControlProps) {
  return canRecordVoice() ? <Microphone {...props} /> : otherwise;
}

function Microphone({ onSend, onActiveChange, disabled }: VoiceControlProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ Recorder: ComponentType<VoiceRecorderProps> }>();
  const [press, setPress] = useState<FirstPress>();
  const [focused, setFocused] = useState(false);
  if (loaded)
    return (
      <loaded.Recorder
        onSend={onSend}
        onActiveChange={onActiveChange}
        disabled={disabled}
        firstPress={press}
        autoFocus={focused}
      />
    );

  const load = (first: FirstPress, target: Element) => {
    if (press || disabled) return;
    setPress(first);
    setFocused(target.ownerDocument.activeElement === target);
    void loadVoiceRecorder().then(
      (module) => setLoaded({ Recorder: module.VoiceRecorder }),
      () => setPress(undefined),
    );
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button > 0) return;
    const target = e.currentTarget;
    const at = performance.now();
    load({ kind: 'pointer', pointerId: e.pointerId, x: e.clientX, y: e.clientY, at }, target);
  };
  // Let go before the recorder arrived: that press was a tap.
  const onPointerUp = () => setPress((p) => (p?.kind === 'pointer' ? { kind: 'tap' } : p));
  return (
    <IconButton
      label={t('chat.composer.record')}
      icon={<MicrophoneIcon />}
      disabled={disabled}
      aria-busy={press ? true : undefined}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      // Enter and Space (a click without a pointer); a pointer's press is handled on its way down.
      onClick={(e) => e.detail === 0 && load({ kind: 'tap' }, e.currentTarget)}
    />
  );
}
