import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { IDLE_CALL, type CallActions, type CallEngine, type CallView } from '../model/call-view';
import { CallLayer } from './call-layer';

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
});
