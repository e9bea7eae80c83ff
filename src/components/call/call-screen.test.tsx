import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { CALL_FIXTURES, callActions, callView, ENDED_FIXTURES } from './call-fixtures';
import { CallScreen } from './call-screen';
import type { CallScreenView } from './call-types';
import { StillClock } from './use-now';

/** jsdom has no MediaStream; the screens only hand it to srcObject. */
const fakeStream = () => ({ id: 'fake' }) as unknown as MediaStream;

function renderCall(view: CallScreenView, language?: 'en') {
  const actions = callActions(() => vi.fn());
  const utils = renderWithTheme(<CallScreen view={view} actions={actions} />, { language });
  return { actions, ...utils };
}

describe('CallScreen: ringing', () => {
  it('answers or declines an incoming voice call, in a dialog named after the caller', async () => {
    const { actions } = renderCall(CALL_FIXTURES.incomingVoice);
    const dialog = screen.getByRole('dialog', { name: '与 李工程师 的通话' });
    expect(within(dialog).getByText('邀请您语音通话')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '语音接听' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '接听' }));
    expect(actions.accept).toHaveBeenCalledWith('audio');
    await userEvent.click(screen.getByRole('button', { name: '拒绝' }));
    expect(actions.decline).toHaveBeenCalledOnce();
  });

  it('answers a video call with video, or with voice only', async () => {
    const { actions } = renderCall(CALL_FIXTURES.incomingVideo);
    await userEvent.click(screen.getByRole('button', { name: '接听' }));
    expect(actions.accept).toHaveBeenLastCalledWith('video');
    await userEvent.click(screen.getByRole('button', { name: '语音接听' }));
    expect(actions.accept).toHaveBeenLastCalledWith('audio');
  });

  it('announces the ring politely and pulses (no countdown in numbers)', () => {
    renderCall(CALL_FIXTURES.incomingVideo);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('李工程师 邀请您视频通话');
    expect(screen.getByTestId('call-pulse')).toBeInTheDocument();
    expect(screen.queryByText(/\d+\s*(s|秒)/)).toBeNull();
  });

  it('lets the caller cancel while it rings', async () => {
    const { actions } = renderCall(CALL_FIXTURES.outgoing);
    expect(screen.getAllByText('正在呼叫…').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(actions.cancel).toHaveBeenCalledOnce();
  });

  it('Escape minimises the call, it does not end it', async () => {
    const { actions } = renderCall(CALL_FIXTURES.incomingVoice);
    await userEvent.keyboard('{Escape}');
    expect(actions.minimise).toHaveBeenCalledOnce();
    expect(actions.decline).not.toHaveBeenCalled();
    expect(actions.hangUp).not.toHaveBeenCalled();
  });
});

describe('CallScreen: in a call', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('reads a still clock, for pictures, without ticking', () => {
    const at = CALL_FIXTURES.connectedVoice.connectedAt! + 133_000;
    renderWithTheme(
      <StillClock value={at}>
        <CallScreen view={CALL_FIXTURES.connectedVoice} actions={callActions(() => vi.fn())} />
      </StillClock>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('02:13');
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('02:13');
  });

  it('shows the running time, and the controls as toggles', async () => {
    vi.setSystemTime(CALL_FIXTURES.connectedVoice.connectedAt! + 133_000);
    const { actions } = renderCall(CALL_FIXTURES.connectedVoice);
    expect(screen.getByRole('timer')).toHaveTextContent('02:13');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('02:14');
    expect(screen.getByRole('button', { name: '静音' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '扬声器' })).toHaveAttribute('aria-pressed', 'true');
    // A voice call has no camera to turn off or switch.
    expect(screen.queryByRole('button', { name: '关闭摄像头' })).toBeNull();
    expect(screen.queryByRole('button', { name: '切换摄像头' })).toBeNull();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '静音' }));
    expect(actions.toggleMute).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: '挂断' }));
    expect(actions.hangUp).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(actions.minimise).toHaveBeenCalledOnce();
  });

  it('says muted, speaker off and camera off with aria-pressed', () => {
    renderCall(CALL_FIXTURES.muted);
    expect(screen.getByRole('button', { name: '静音' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '扬声器' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows both pictures in a video call, and switches camera only where there are two', async () => {
    const v = CALL_FIXTURES.connectedVideo;
    const { actions, unmount } = renderCall({
      ...v,
      local: { ...v.local, stream: fakeStream() },
      remote: { ...v.remote, stream: fakeStream() },
    });
    expect(screen.getByLabelText('李工程师 的画面', { selector: 'video' })).toBeInTheDocument();
    expect(screen.getByLabelText('我的画面', { selector: 'video' })).toBeInTheDocument();
    const camera = screen.getByRole('button', { name: '关闭摄像头' });
    expect(camera).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '切换摄像头' }));
    expect(actions.switchCamera).toHaveBeenCalledOnce();
    unmount();
    renderCall({ ...CALL_FIXTURES.connectedVideo, canSwitchCamera: false });
    expect(screen.queryByRole('button', { name: '切换摄像头' })).toBeNull();
  });

  it('mirrors the front camera only', () => {
    const { unmount } = renderCall(CALL_FIXTURES.connectedVideo);
    expect(screen.getByLabelText('我的画面', { selector: 'video' })).toHaveStyle({
      transform: 'scaleX(-1)',
    });
    unmount();
    const back = CALL_FIXTURES.connectedVideo;
    renderCall({ ...back, local: { ...back.local, facing: 'environment' } });
    expect(screen.getByLabelText('我的画面', { selector: 'video' })).toHaveStyle({
      transform: 'none',
    });
  });

  it('shows the peer instead of a picture when their camera is off, and says so', () => {
    renderCall({
      ...CALL_FIXTURES.connectedVideo,
      remote: { audio: true, video: false },
      notice: 'peer-camera-off',
    });
    expect(screen.queryByLabelText('李工程师 的画面', { selector: 'video' })).toBeNull();
    expect(screen.getAllByText('李工程师').length).toBeGreaterThan(0);
    const notices = screen.getAllByRole('status');
    expect(notices.some((n) => n.textContent === '对方已关闭摄像头')).toBe(true);
  });

  it('says it is reconnecting', () => {
    renderCall(CALL_FIXTURES.reconnecting);
    expect(screen.getAllByText('重新连接中…').length).toBeGreaterThan(0);
  });
});

describe('CallScreen: minimised and ended', () => {
  it('is a bar over the page: tap to go back, or hang up', async () => {
    const { actions } = renderCall(CALL_FIXTURES.minimised);
    expect(screen.queryByRole('dialog')).toBeNull();
    const bar = screen.getByRole('region', { name: '与 李工程师 的通话' });
    await userEvent.click(
      within(bar).getByRole('button', { name: /^李工程师[\d:]+，点按返回通话$/ }),
    );
    expect(actions.restore).toHaveBeenCalledOnce();
    await userEvent.click(within(bar).getByRole('button', { name: '挂断' }));
    expect(actions.hangUp).toHaveBeenCalledOnce();
  });

  it('a minimised ring can still be declined from the bar', async () => {
    const { actions } = renderCall({ ...CALL_FIXTURES.incomingVoice, minimised: true });
    await userEvent.click(screen.getByRole('button', { name: '拒绝' }));
    expect(actions.decline).toHaveBeenCalledOnce();
  });

  it.each([
    ['completed', '通话结束，时长 02:13'],
    ['cancelled', '已取消'],
    ['missed', '对方未接听'],
    ['declined', '对方已拒绝'],
    ['busy', '对方忙'],
    ['failed', '通话连接失败'],
  ] as const)('says how it ended: %s', (outcome, text) => {
    renderCall(ENDED_FIXTURES[outcome]);
    expect(screen.getByTestId('call-ended')).toHaveTextContent(text);
  });

  it('a missed call reads as missed for the callee, and can be closed now', async () => {
    const { actions } = renderCall(callView({ ...ENDED_FIXTURES.missed, role: 'callee' }));
    expect(screen.getByTestId('call-ended')).toHaveTextContent('未接来电');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(actions.dismiss).toHaveBeenCalledOnce();
  });

  it('Escape closes the ended screen (a notice on it stays until then)', async () => {
    const { actions } = renderCall(
      callView({ ...ENDED_FIXTURES.failed, notice: 'microphone-denied' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(actions.dismiss).toHaveBeenCalledOnce();
    expect(actions.minimise).not.toHaveBeenCalled();
  });

  it('explains a refused microphone in English too', () => {
    renderCall({ ...CALL_FIXTURES.requestingMedia, notice: 'microphone-denied' }, 'en');
    expect(screen.getByText(/The microphone is blocked/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
