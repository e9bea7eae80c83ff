import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AudioPlayer, pauseAllPlayback } from '@/components/audio-player';
import { renderWithTheme } from '@/testing/render';
import { VideoPlayer } from './video-player';

function mockMedia() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return { play, pause, load };
}

const video = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

describe('VideoPlayer', () => {
  afterEach(() => act(() => pauseAllPlayback()));

  it('is a native video with controls, inline on phones, loading only metadata', () => {
    const { container } = renderWithTheme(
      <VideoPlayer src="/media/demo.mp4" poster="/media/demo.jpg" label="故障演示视频" />,
    );
    const element = video(container);
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('playsinline');
    expect(element).toHaveAttribute('preload', 'metadata');
    expect(element).toHaveAttribute('poster', '/media/demo.jpg');
    expect(element).toHaveAttribute('src', '/media/demo.mp4');
    expect(element).toHaveAttribute('aria-label', '故障演示视频');
  });

  it('has a default name', () => {
    const { container } = renderWithTheme(<VideoPlayer src="/media/demo.mp4" />);
    expect(video(container)).toHaveAttribute('aria-label', '视频');
  });

  it('pauses a playing voice message when it starts, and is paused by one', async () => {
    const { pause } = mockMedia();
    const { container } = renderWithTheme(
      <>
        <AudioPlayer src="/voice/1.mp3" />
        <VideoPlayer src="/media/demo.mp4" />
      </>,
    );
    const audio = container.querySelector('audio') as HTMLAudioElement;
    await userEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(screen.getByRole('button', { name: '暂停' })).toBeInTheDocument();

    act(() => {
      void video(container).play(); // what the native play control does
    });
    expect(pause.mock.contexts).toEqual([audio]);
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(pause.mock.contexts).toEqual([audio, video(container)]);
  });

  it('shows an error with a retry that reloads', async () => {
    const { load } = mockMedia();
    const onError = vi.fn();
    const { container } = renderWithTheme(<VideoPlayer src="/media/gone.mp4" onError={onError} />);
    fireEvent.error(video(container));
    expect(screen.getByRole('status')).toHaveTextContent('视频无法播放');
    expect(onError).toHaveBeenCalledOnce();
    expect(video(container)).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByText('视频无法播放')).toBeNull();
    expect(video(container)).toBeVisible();
  });

  it('forgets the error when the source changes', () => {
    const { container, rerender } = renderWithTheme(<VideoPlayer src="/media/gone.mp4" />);
    fireEvent.error(video(container));
    rerender(<VideoPlayer src="/media/other.mp4" />);
    expect(screen.queryByText('视频无法播放')).toBeNull();
  });

  it('speaks English', () => {
    const { container } = renderWithTheme(<VideoPlayer src="/media/gone.mp4" />, {
      language: 'en',
    });
    fireEvent.error(video(container));
    expect(screen.getByText('The video could not be played.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
