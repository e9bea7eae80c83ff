import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOICE_MAX_SECONDS } from '@/lib/contract';
import { installFakeMedia, type FakeMedia } from '@/testing/fake-media';
import { renderWithTheme } from '@/testing/render';
import { Composer } from '../components/composer';
import { HOLD_MS } from './press';
import type { Recording } from './recorder';
import { METER_REFRESH_MS, METER_REFRESH_REDUCED_MS } from './use-voice-recording';
import { canRecordVoice } from './voice-control';
import { VoiceRecorder } from './voice-recorder';

function fakeRecording(level = 0.5) {
  let ms = 0;
  const recording: Recording & {
    stop: ReturnType<typeof vi.fn>;
    cancel: ReturnType<typeof vi.fn>;
  } = {
    level: () => level,
    elapsed: () => ms,
    stop: vi.fn(async () => ({
      file: new File([new Uint8Array(100)], 'voice-1.webm', { type: 'audio/webm' }),
      seconds: ms / 1000,
    })),
    cancel: vi.fn(),
  };
  return { recording, advance: (n: number) => (ms += n) };
}

describe('the composer’s microphone (#17 item 4)', () => {
  let media: FakeMedia;
  beforeEach(() => (media = installFakeMedia()));
  afterEach(() => media.restore());

  const setup = (language?: 'en') => {
    const onVoice = vi.fn();
    renderWithTheme(<Composer onSendText={vi.fn()} onVoice={onVoice} />, { language });
    return { onVoice };
  };

  it('is there when the browser can record and the composer takes voice notes', async () => {
    setup();
    expect(await screen.findByRole('button', { name: '开始录音' })).toBeEnabled();
  });

  it('is not there without MediaRecorder, nor where the composer takes no voice', async () => {
    media.restore();
    const { unmount } = renderWithTheme(<Composer onSendText={vi.fn()} onVoice={vi.fn()} />);
    // The microphone's module has arrived (it comes after the first paint) and drew nothing.
    await act(async () => void (await import('./voice-control')));
    expect(screen.getByRole('button', { name: '表情' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开始录音' })).not.toBeInTheDocument();
    unmount();
    media = installFakeMedia();
    renderWithTheme(<Composer onSendText={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '开始录音' })).not.toBeInTheDocument();
  });

  it('stands in the send button’s place while the draft is empty, and keeps it while recording', async () => {
    setup();
    const field = screen.getByRole('textbox', { name: '输入消息' });
    await screen.findByRole('button', { name: '开始录音' });
    expect(screen.queryByRole('button', { name: '发送' })).not.toBeInTheDocument();
    await userEvent.type(field, '你好');
    expect(screen.getByRole('button', { name: '发送' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '开始录音' })).not.toBeInTheDocument();
    await userEvent.clear(field);
    (await screen.findByRole('button', { name: '开始录音' })).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: '停止并发送' });
    fireEvent.change(field, { target: { value: '顺便说一句' } });
    expect(screen.getByRole('button', { name: '停止并发送' })).toBeInTheDocument();
    expect(media.tracks[0]!.stopped).toBe(false);
  });

  it('where the browser cannot record, the send button stays', async () => {
    media.restore();
    renderWithTheme(<Composer onSendText={vi.fn()} onVoice={vi.fn()} />);
    expect(await screen.findByRole('button', { name: '发送' })).toBeDisabled();
    await act(async () => void (await import('./voice-control')));
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '开始录音' })).not.toBeInTheDocument();
    media = installFakeMedia();
  });

  it('Enter starts (loading the recorder), says so, and Enter again stops and sends', async () => {
    const { onVoice } = setup();
    (await screen.findByRole('button', { name: '开始录音' })).focus();
    await userEvent.keyboard('{Enter}');
    const stop = await screen.findByRole('button', { name: '停止并发送' });
    expect(stop).toHaveFocus();
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(screen.getByText('开始录音，再按一次停止并发送，按 Esc 取消')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00 / 01:00');
    expect(screen.getByRole('meter', { name: '音量' })).toBeInTheDocument();
    // Let the recording run past the shortest note.
    await act(() => new Promise((r) => setTimeout(r, 600)));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onVoice).toHaveBeenCalledTimes(1));
    const [file, seconds] = onVoice.mock.calls[0] as [File, number];
    expect(file.name).toMatch(/\.webm$/);
    expect(file.type).toBe('audio/webm');
    expect(seconds).toBeGreaterThanOrEqual(0.5);
    expect(media.tracks[0]!.stopped).toBe(true);
    expect(await screen.findByText('录音已发送')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始录音' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('the press that loads the recorder is followed: held, then let go, it sends', async () => {
    const { onVoice } = setup();
    const pointer = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 };
    fireEvent.pointerDown(await screen.findByRole('button', { name: '开始录音' }), {
      ...pointer,
      buttons: 1,
      clientX: 50,
      clientY: 50,
    });
    expect(await screen.findByText('松开发送，左滑或上滑取消')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 700)));
    fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: 52, clientY: 49 });
    await waitFor(() => expect(onVoice).toHaveBeenCalledTimes(1));
    expect(media.tracks[0]!.stopped).toBe(true);
  });

  it('Escape cancels: nothing is sent and the microphone is let go', async () => {
    const { onVoice } = setup();
    (await screen.findByRole('button', { name: '开始录音' })).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: '停止并发送' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('录音已取消')).toBeInTheDocument();
    expect(onVoice).not.toHaveBeenCalled();
    expect(media.tracks[0]!.stopped).toBe(true);
  });

  it('the strip’s cancel button cancels too', async () => {
    const { onVoice } = setup();
    (await screen.findByRole('button', { name: '开始录音' })).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: '取消录音' }));
    expect(await screen.findByText('录音已取消')).toBeInTheDocument();
    expect(onVoice).not.toHaveBeenCalled();
  });

  it('a refused microphone is explained, with how to allow it (Chinese and English)', async () => {
    media.refuse('NotAllowedError');
    setup();
    (await screen.findByRole('button', { name: '开始录音' })).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('您拒绝了麦克风权限');
    expect(alert).toHaveTextContent('将“麦克风”设为“允许”');
    await userEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('no microphone is explained in English too', async () => {
    media.refuse('NotFoundError');
    setup('en');
    (await screen.findByRole('button', { name: 'Record a voice note' })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No microphone was found. Connect a microphone or a headset and try again.',
    );
  });
});

describe('VoiceRecorder: hold to talk, the clock and the minute', () => {
  afterEach(() => vi.useRealTimers());
  const pointer = { pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0 };
  const down = (el: Element, x = 100, y = 100) =>
    fireEvent.pointerDown(el, { ...pointer, buttons: 1, clientX: x, clientY: y });
  const move = (x: number, y: number) =>
    fireEvent.pointerMove(window, { ...pointer, buttons: 1, clientX: x, clientY: y });
  const up = (x = 100, y = 100) =>
    fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: x, clientY: y });

  function setup(level = 0.5) {
    const fake = fakeRecording(level);
    const onSend = vi.fn();
    const start = vi.fn(async () => fake.recording);
    renderWithTheme(<VoiceRecorder onSend={onSend} start={start} />);
    return { ...fake, onSend, start, mic: screen.getByRole('button', { name: '开始录音' }) };
  }

  it('held and let go sends; the strip says how to cancel', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { mic, onSend, advance, start } = setup();
    down(mic);
    await act(async () => undefined);
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByText('松开发送，左滑或上滑取消')).toBeInTheDocument();
    advance(2000);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:02 / 01:00');
    up();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.any(File), 2));
  });

  it('slid left past the line and let go cancels; the strip warns first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { mic, onSend, recording } = setup();
    down(mic);
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(HOLD_MS + 100));
    move(20, 100);
    expect(screen.getByText('松开手指，取消发送')).toBeInTheDocument();
    up(20, 100);
    await screen.findByText('录音已取消');
    expect(recording.cancel).toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('a quick tap keeps recording until the next tap, which sends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { mic, onSend, advance } = setup();
    down(mic);
    await act(async () => undefined);
    up();
    advance(1500);
    await act(async () => vi.advanceTimersByTime(1500));
    const stop = screen.getByRole('button', { name: '停止并发送' });
    expect(onSend).not.toHaveBeenCalled();
    down(stop);
    up();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.any(File), 1.5));
  });

  it('a note shorter than half a second is dropped as a slip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { mic, onSend, advance } = setup();
    down(mic);
    await act(async () => undefined);
    advance(HOLD_MS + 100);
    await act(async () => vi.advanceTimersByTime(HOLD_MS + 100));
    up();
    expect(await screen.findByText('录音太短，已取消')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it(`stops and sends by itself at ${VOICE_MAX_SECONDS} s`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { mic, onSend, advance } = setup();
    fireEvent.click(mic, { detail: 0 });
    await act(async () => undefined);
    advance(VOICE_MAX_SECONDS * 1000 - 1);
    await act(async () => vi.advanceTimersByTime(VOICE_MAX_SECONDS * 1000 - 1));
    expect(onSend).not.toHaveBeenCalled();
    advance(1);
    await act(async () => vi.advanceTimersByTime(1));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.any(File), VOICE_MAX_SECONDS));
    expect(await screen.findByText('已到 60 秒上限，录音已发送')).toBeInTheDocument();
  });

  it('the meter shows the level, read 5 times a second (once with reduced motion)', async () => {
    expect(METER_REFRESH_MS).toBe(200);
    expect(METER_REFRESH_REDUCED_MS).toBe(1000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { mic } = setup(0.42);
    fireEvent.click(mic, { detail: 0 });
    await act(async () => undefined);
    expect(screen.getByRole('meter', { name: '音量' })).toHaveAttribute('aria-valuenow', '0');
    await act(async () => vi.advanceTimersByTime(METER_REFRESH_MS));
    expect(screen.getByRole('meter', { name: '音量' })).toHaveAttribute('aria-valuenow', '42');
  });
});

describe('canRecordVoice', () => {
  const scope = (over: Record<string, unknown>) =>
    ({
      MediaRecorder: class {},
      navigator: { mediaDevices: { getUserMedia: () => undefined } },
      document: {},
      ...over,
    }) as unknown as typeof globalThis;

  it('needs MediaRecorder and getUserMedia', () => {
    expect(canRecordVoice(scope({}))).toBe(true);
    expect(canRecordVoice(scope({ MediaRecorder: undefined }))).toBe(false);
    expect(canRecordVoice(scope({ navigator: {} }))).toBe(false);
  });

  it('is off in a frame the host page did not allow the microphone', () => {
    const policy = (allowed: boolean) => ({
      allowsFeature: (f: string) => f !== 'microphone' || allowed,
    });
    expect(canRecordVoice(scope({ document: { featurePolicy: policy(false) } }))).toBe(false);
    expect(canRecordVoice(scope({ document: { permissionsPolicy: policy(false) } }))).toBe(false);
    expect(canRecordVoice(scope({ document: { featurePolicy: policy(true) } }))).toBe(true);
  });
});
