import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { EARPIECE_VOLUME } from './call-time';

const Video = styled.video<{ $mirrored: boolean; $fit: 'cover' | 'contain' }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: ${({ $fit }) => $fit};
  background: #000;
  transform: ${({ $mirrored }) => ($mirrored ? 'scaleX(-1)' : 'none')};
`;

export interface StreamVideoProps {
  stream?: MediaStream;
  /** The front camera is shown as a mirror, as people expect to see themselves. @default false */
  mirrored?: boolean;
  /** 'contain' shows the whole picture (a wide window); 'cover' fills a phone. @default 'cover' */
  fit?: 'cover' | 'contain';
  /** The picture's accessible name. */
  label: string;
  className?: string;
}

/**
 * A stream's picture, always silent (the voice plays through StreamAudio, so it plays with the
 * camera off too). srcObject is not an attribute: it is set in an effect.
 */
export function StreamVideo({
  stream,
  mirrored = false,
  fit = 'cover',
  label,
  className,
}: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream ?? null;
    return () => {
      video.srcObject = null;
    };
  }, [stream]);
  return (
    <Video
      ref={ref}
      className={className}
      aria-label={label}
      $mirrored={mirrored}
      $fit={fit}
      playsInline
      muted
      autoPlay
    />
  );
}

/** The other side's voice: out loud with the speaker on, quietly (at the ear) with it off. */
export function StreamAudio({ stream, speaker }: { stream?: MediaStream; speaker: boolean }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.srcObject = stream ?? null;
    // A browser that blocks autoplay lets it play after the click that accepted the call.
    if (stream) void audio.play?.()?.catch?.(() => {});
    return () => {
      audio.srcObject = null;
    };
  }, [stream]);
  useEffect(() => {
    if (ref.current) ref.current.volume = speaker ? 1 : EARPIECE_VOLUME;
  }, [speaker]);
  return <audio ref={ref} autoPlay hidden data-testid="call-remote-audio" />;
}
