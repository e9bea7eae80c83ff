import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { AudioPlayer } from './audio-player';
import { pauseAllPlayback } from './playback-coordinator';

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

function setMedia(media: HTMLMediaElement, values: { duration?: number; currentTime?: number }) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(media, key, { value, configurable: true, writable: true });
  }
}

const audios = (container: HTMLElement) => [...container.querySelectorAll('audio')];

describe('AudioPlayer', () => {
  // Unmounting (Testing Library's cleanup) releases the claim; this also stops the players.
  afterEach(() => act(() => pauseAllPlayback()));

  it('plays and pauses with one button', async () => {
    const { play, pause } = mockMedia();
    renderWithTheme(<AudioPlayer src="/voice/1.mp3" duration={12} />);
    const group = screen.getByRole('group', { name: '语音消息' });
    await userEvent.click(within(group).getByRole('button', { name: '播放' }));
    expect(play).toHaveBeenCalledOnce();
    await userEvent.click(within(group).getByRole('button', { name: '暂停' }));
    expect(pause).toHaveBeenCalledOnce();
    expect(within(group).getByRole('button', { name: '播放' })).toBeInTheDocument();
  });

  it('plays one at a time: starting one pauses the other', async () => {
    const { pause } = mockMedia();
    const { container } = renderWithTheme(
      <>
        <AudioPlayer src="/voice/1.mp3" label="第一条语音" />
        <AudioPlayer src="/voice/2.mp3" label="第二条语音" />
      </>,
    );
    const first = screen.getByRole('group', { name: '第一条语音' });
    const second = screen.getByRole('group', { name: '第二条语音' });
    await userEvent.click(within(first).getByRole('button', { name: '播放' }));
    await userEvent.click(within(second).getByRole('button', { name: '播放' }));
    expect(pause).toHaveBeenCalledOnce();
    expect(pause.mock.contexts[0]).toBe(audios(container)[0]);
    expect(within(first).getByRole('button', { name: '播放' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '暂停' })).toBeInTheDocument();
  });

  it('shows the hinted length, then the real one, then the position as mm:ss', () => {
    const { container } = renderWithTheme(<AudioPlayer src="/voice/1.mp3" duration={12} />);
    expect(screen.getByText('00:12')).toBeInTheDocument();
    const [audio] = audios(container) as [HTMLAudioElement];
    setMedia(audio, { duration: 75 });
    fireEvent.durationChange(audio);
    expect(screen.getByText('01:15')).toBeInTheDocument();
    setMedia(audio, { currentTime: 5.6 });
    fireEvent.timeUpdate(audio);
    expect(screen.getByText('00:05 / 01:15')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '播放进度' })).toHaveAttribute(
      'aria-valuetext',
      '00:05 / 01:15',
    );
  });

  it('seeks with the slider', () => {
    const { container } = renderWithTheme(<AudioPlayer src="/voice/1.mp3" duration={60} />);
    const [audio] = audios(container) as [HTMLAudioElement];
    setMedia(audio, { currentTime: 0 });
    fireEvent.change(screen.getByRole('slider', { name: '播放进度' }), { target: { value: '30' } });
    expect(audio.currentTime).toBe(30);
    expect(screen.getByText('00:30 / 01:00')).toBeInTheDocument();
  });

  it('goes back to the start when it ends', async () => {
    mockMedia();
    const { container } = renderWithTheme(<AudioPlayer src="/voice/1.mp3" duration={3} />);
    await userEvent.click(screen.getByRole('button', { name: '播放' }));
    const [audio] = audios(container) as [HTMLAudioElement];
    fireEvent.ended(audio);
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
    expect(screen.getByText('00:03')).toBeInTheDocument();
  });

  it('shows an error with a retry that reloads and plays', async () => {
    const { play, load } = mockMedia();
    const onError = vi.fn();
    const { container } = renderWithTheme(<AudioPlayer src="/voice/gone.mp3" onError={onError} />);
    fireEvent.error(audios(container)[0] as HTMLAudioElement);
    expect(screen.getByRole('status')).toHaveTextContent('语音无法播放');
    expect(onError).toHaveBeenCalledOnce();
    expect(screen.queryByRole('slider')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(load).toHaveBeenCalledOnce();
    expect(play).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('treats a blocked play() as "not started", not as a broken file', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('blocked', 'NotAllowedError'),
    );
    renderWithTheme(<AudioPlayer src="/voice/1.mp3" />);
    await userEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows an error when play() fails for real', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('unsupported', 'NotSupportedError'),
    );
    renderWithTheme(<AudioPlayer src="/voice/1.amr" />);
    await userEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(await screen.findByText('语音无法播放')).toBeInTheDocument();
  });

  it('forgets an error when the recording changes', () => {
    const { container, rerender } = renderWithTheme(<AudioPlayer src="/voice/gone.mp3" />);
    act(() => {
      fireEvent.error(audios(container)[0] as HTMLAudioElement);
    });
    expect(screen.getByText('语音无法播放')).toBeInTheDocument();
    rerender(<AudioPlayer src="/voice/new.mp3" />);
    expect(screen.queryByText('语音无法播放')).toBeNull();
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithTheme(<AudioPlayer src="/voice/1.mp3" />, { language: 'en' });
    const group = screen.getByRole('group', { name: 'Voice message' });
    expect(within(group).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
