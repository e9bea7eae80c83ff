import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { Composer } from '../components/composer';
import type { Recording as FakeRecording } from './recorder';
import { RecorderPanel } from './recorder-panel';
import { VoiceRecorder } from './voice-recorder';
import { registerTexts } from '@/lib/i18n';
import { voiceEn, voiceZh } from '@/lib/i18n/locales/features/voice';

registerTexts('voice', { 'zh-CN': voiceZh, en: voiceEn });

export default {
  title: 'Features / Visitor composer / Voice notes',
} satisfies StoryDefault;

/** The composer's bottom edge, with room above it for the recorder's strip. */
const Frame = ({ children }: { children: ReactNode }) => (
  <div style={{ maxWidth: 480, paddingTop: 120 }}>
    <div style={{ position: 'relative', borderTop: '1px solid #d9dce1', padding: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{children}</div>
    </div>
  </div>
);

const noop = () => undefined;

/** Tapped: the clock, the level and the cancel button; the microphone reads 停止并发送. */
export const Recording: Story = () => (
  <Frame>
    <RecorderPanel state="recording" mode="tap" elapsedMs={7_400} level={0.55} onCancel={noop} />
  </Frame>
);

/** Held (hold to talk): how to send and how to cancel. */
export const Holding: Story = () => (
  <Frame>
    <RecorderPanel state="recording" mode="hold" elapsedMs={3_100} level={0.3} onCancel={noop} />
  </Frame>
);

/** Held and slid left past the line: letting go now cancels. */
export const ReleaseToCancel: Story = () => (
  <Frame>
    <RecorderPanel
      state="recording"
      mode="hold"
      armed
      elapsedMs={3_900}
      level={0.2}
      onCancel={noop}
    />
  </Frame>
);

/** The last seconds before the minute, when it stops and sends by itself. */
export const NearTheLimit: Story = () => (
  <Frame>
    <RecorderPanel state="recording" mode="tap" elapsedMs={58_200} level={0.8} onCancel={noop} />
  </Frame>
);

/** The microphone was refused: why, and how to allow it. */
export const PermissionRefused: Story = () => (
  <Frame>
    <RecorderPanel state="failed" failure="denied" onDismiss={noop} />
  </Frame>
);

/** No microphone on this device. */
export const NoMicrophone: Story = () => (
  <Frame>
    <RecorderPanel state="failed" failure="noDevice" onDismiss={noop} />
  </Frame>
);

/** A recording whose level rises and falls like speech, for the interactive story. */
const speech = async (): Promise<FakeRecording> => {
  const began = performance.now();
  let ended: number | undefined;
  const elapsed = () => (ended ?? performance.now()) - began;
  return {
    elapsed,
    level: () => (ended ? 0 : 0.35 + 0.3 * Math.abs(Math.sin(elapsed() / 350))),
    stop: async () => {
      ended ??= performance.now();
      return {
        file: new File([new Uint8Array(2048)], 'voice-story.webm', { type: 'audio/webm' }),
        seconds: elapsed() / 1000,
      };
    },
    cancel: () => void (ended ??= performance.now()),
  };
};

/** The microphone to try (a pretend recording, no device needed): tap, hold, slide, Escape. */
export const TryIt: Story = () => (
  <Frame>
    <VoiceRecorder
      onSend={(file, seconds) => console.info('voice note', file.name, seconds)}
      start={speech}
    />
  </Frame>
);

/** The whole composer with its microphone (shown where the browser can record). */
export const InTheComposer: Story = () => (
  <div style={{ maxWidth: 480, paddingTop: 120 }}>
    <Composer onSendText={noop} onImage={noop} onFile={noop} onVoice={noop} />
  </div>
);
