import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { AudioPlayer } from './audio-player';
import { UNKNOWN_LENGTH_PROBE } from './use-audio-player';

function setMedia(media: HTMLMediaElement, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values))
    Object.defineProperty(media, key, { value, configurable: true, writable: true });
}

describe('AudioPlayer: a recording that does not state its length (MediaRecorder’s WebM)', () => {
  it('seeks past the end so the browser measures it, then back to the start', () => {
    expect(UNKNOWN_LENGTH_PROBE).toBe(1e7);
    const { container } = renderWithTheme(<AudioPlayer src="/uploads/2026/03/a.webm" />);
    const audio = container.querySelector('audio')!;
    setMedia(audio, { duration: Number.POSITIVE_INFINITY, paused: true, currentTime: 0 });
    fireEvent.loadedMetadata(audio);
    expect(audio.currentTime).toBe(UNKNOWN_LENGTH_PROBE);
    // While it seeks, the clock does not jump to the end.
    fireEvent.timeUpdate(audio);
    setMedia(audio, { duration: 4.2 });
    fireEvent.durationChange(audio);
    expect(audio.currentTime).toBe(0);
    expect(screen.getByText('00:04')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('max', '4.2');
  });

  it('a file that states its length is not touched', () => {
    const { container } = renderWithTheme(<AudioPlayer src="/uploads/2026/03/a.m4a" />);
    const audio = container.querySelector('audio')!;
    setMedia(audio, { duration: 3, paused: true, currentTime: 0 });
    fireEvent.loadedMetadata(audio);
    fireEvent.durationChange(audio);
    expect(audio.currentTime).toBe(0);
    expect(screen.getByText('00:03')).toBeInTheDocument();
  });

  it('the length the message carried shows until the file’s is known', () => {
    renderWithTheme(<AudioPlayer src="/uploads/2026/03/a.webm" duration={7.4} />);
    expect(screen.getByText('00:07')).toBeInTheDocument();
  });
});
