import type { Story } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { AudioPlayer } from './audio-player';
import { demoToneUrl } from './demo-tone';

const SHORT = demoToneUrl(8);
const OTHER = demoToneUrl(5, 330);
/** Bytes that are not audio: the browser fails to decode them, as with a broken file. */
const BROKEN = 'data:audio/wav;base64,bm90LWF1ZGlv';

const Bubble = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>{children}</div>
);

export const Idle: Story = () => (
  <Bubble>
    <AudioPlayer src={SHORT} duration={8} />
  </Bubble>
);

/** Starts itself; where the browser blocks autoplay it stays idle until pressed. */
export const Playing: Story = () => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.click();
  }, []);
  return (
    <div ref={ref}>
      <Bubble>
        <AudioPlayer src={SHORT} duration={8} />
      </Bubble>
    </div>
  );
};

export const PlaybackError: Story = () => (
  <Bubble>
    <AudioPlayer src={BROKEN} duration={6} />
  </Bubble>
);

export const TwoPlayers: Story = () => (
  <Bubble>
    <p style={{ margin: 0, fontSize: 14 }}>播放其中一条时，另一条会自动暂停。</p>
    <AudioPlayer src={SHORT} duration={8} label="语音消息 1" />
    <AudioPlayer src={OTHER} duration={5} label="语音消息 2" />
  </Bubble>
);

export const UnknownLengthUntilLoaded: Story = () => (
  <Bubble>
    <AudioPlayer src={OTHER} />
  </Bubble>
);

export const NarrowPhone: Story = () => (
  <div style={{ width: 220 }}>
    <AudioPlayer src={SHORT} duration={8} />
  </div>
);
