import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { IDLE_CALL, type CallActions, type CallEngine, type CallView } from '../model/call-view';
import { CALL_RING_REPEAT_MS } from '../model/call-ring';
import { CallLayer } from './call-layer';

const ring = vi.hoisted(() => ({ started: 0, stopped: 0 }));
// The ring's Web Audio is not jsdom's: count the rings and their silencing instead.
vi.mock('@/lib/tone', () => ({
  playTone: () => {
    ring.started += 1;
    return () => void (ring.stopped += 1);
  },
}));

/** An engine the test drives: a view it sets, actions it watches. */
function fakeEngine(initial: CallView) {
  let view = initial;
  const listeners = new Set<() => void>();
  const actions = Object.fromEntries(
    [
      'start',
      'accept',
      'decline',
      'cancel',
      'hangUp',
      'toggleMute',
      'toggleCamera',
      'toggleSpeaker',
      'switchCamera',
      'minimise',
      'restore',
      'dismiss',
    ].map((name) => [name, vi.fn()]),
  ) as unknown as CallActions;
  const engine: CallEngine = {
    getView: () => view,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    actions,
  };
  const set = (next: Partial<CallView>) => {
    view = { ...view, ...next };
    listeners.forEach((l) => l());
  };
  return { engine, set, actions };
}

describe('CallLayer', () => {
  it('shows nothing without an engine or while idle', () => {
    const { container, rerender } = renderWithTheme(<CallLayer engine={undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CallLayer engine={fakeEngine(IDLE_CALL).engine} />);
    expect(container).toBeEmptyDOMElement();
  });

  it(
    'loads the call screen when a call rings, and follows the engine',
    { timeout: 20_000 },
    async () => {
      const { engine, set, actions } = fakeEngine({ ...IDLE_CALL, canStart: true });
      renderWithTheme(<CallLayer engine={engine} />);
      set({ phase: 'incoming', role: 'callee', peer: { name: '访客 A' } });
      // The screens are a chunk of their own: the first ring loads them.
      await userEvent.click(
        await screen.findByRole('button', { name: '接听' }, { timeout: 10_000 }),
      );
      expect(actions.accept).toHaveBeenCalledWith('audio');
      set({ phase: 'ended', ended: { outcome: 'declined', by: 'local', durationSeconds: 0 } });
      expect(await screen.findByTestId('call-ended')).toHaveTextContent('已拒绝');
      set({ ...IDLE_CALL });
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  describe('the ring', () => {
    beforeEach(() => {
      ring.started = 0;
      ring.stopped = 0;
      vi.useFakeTimers();
    });
    afterEach(() => vi.useRealTimers());

    it('rings every 2 s while a call comes in, and stops on any other phase', () => {
      const { engine, set } = fakeEngine(IDLE_CALL);
      renderWithTheme(<CallLayer engine={engine} />);
      expect(ring.started).toBe(0);
      act(() => set({ phase: 'incoming', role: 'callee', peer: { name: '访客 A' } }));
      expect(ring.started).toBe(1);
      act(() => vi.advanceTimersByTime(CALL_RING_REPEAT_MS - 1));
      expect(ring.started).toBe(1);
      act(() => vi.advanceTimersByTime(1));
      expect(ring.started).toBe(2);
      // Answered: the ring sounding now is cut, and no other follows.
      act(() => set({ phase: 'requesting-media' }));
      expect(ring.stopped).toBe(2);
      act(() => vi.advanceTimersByTime(3 * CALL_RING_REPEAT_MS));
      expect(ring.started).toBe(2);
    });

    it('is silent where the side turned its sound off, and rings once it is on again', () => {
      const { engine, set } = fakeEngine(IDLE_CALL);
      const { rerender } = renderWithTheme(<CallLayer engine={engine} muted />);
      act(() => set({ phase: 'incoming', role: 'callee', peer: { name: '访客 A' } }));
      act(() => vi.advanceTimersByTime(3 * CALL_RING_REPEAT_MS));
      expect(ring.started).toBe(0);
      rerender(<CallLayer engine={engine} muted={false} />);
      expect(ring.started).toBe(1);
    });

    it('does not ring for the caller, who hears the wait on screen', () => {
      const { engine, set } = fakeEngine(IDLE_CALL);
      renderWithTheme(<CallLayer engine={engine} />);
      act(() => set({ phase: 'outgoing', role: 'caller', peer: { name: '访客 A' } }));
      expect(ring.started).toBe(0);
    });
  });
});
