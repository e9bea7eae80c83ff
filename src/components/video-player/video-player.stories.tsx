import type { Story } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { AudioPlayer } from '@/components/audio-player';
import { demoToneUrl } from '@/components/audio-player/demo-tone';
import clip from './fixtures/demo-clip.webm';
import { VideoPlayer } from './video-player';

const POSTER = '/static/demo/blue-screen.png';
/** Bytes that are not a video: decoding fails as with a broken upload. */
const BROKEN = 'data:video/mp4;base64,bm90LWEtdmlkZW8=';

const Frame = ({ children, width = 320 }: { children: React.ReactNode; width?: number }) => (
  <div style={{ display: 'grid', gap: 12, width }}>{children}</div>
);

export const WithPoster: Story = () => (
  <Frame>
    <VideoPlayer src={clip} poster={POSTER} label="蓝屏故障录像" />
  </Frame>
);

export const NoPoster: Story = () => (
  <Frame>
    <VideoPlayer src={clip} label="蓝屏故障录像" />
  </Frame>
);

/** Starts muted on mount (browsers allow that without a tap). */
export const Playing: Story = () => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const video = ref.current?.querySelector('video');
    if (!video) return;
    video.muted = true;
    video.loop = true;
    void video.play().catch(() => {});
  }, []);
  return (
    <div ref={ref}>
      <Frame>
        <VideoPlayer src={clip} label="蓝屏故障录像" />
      </Frame>
    </div>
  );
};

export const PlaybackError: Story = () => (
  <Frame>
    <VideoPlayer src={BROKEN} label="损坏的视频" />
  </Frame>
);

export const PortraitOnPhone: Story = () => (
  <Frame width={180}>
    <VideoPlayer src={clip} poster={POSTER} width={9} height={16} label="竖屏视频" />
  </Frame>
);

const TONE = demoToneUrl(8);

export const WithVoiceMessage: Story = () => (
  <Frame>
    <p style={{ margin: 0, fontSize: 14 }}>播放视频会暂停语音，播放语音会暂停视频。</p>
    <AudioPlayer src={TONE} duration={8} />
    <VideoPlayer src={clip} poster={POSTER} label="蓝屏故障录像" />
  </Frame>
);
