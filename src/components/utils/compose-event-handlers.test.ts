import { composeEventHandlers, composeHandlerProps } from './compose-event-handlers';

const event = () => {
  const e = { defaultPrevented: false, preventDefault: () => void (e.defaultPrevented = true) };
  return e;
};

describe('composeEventHandlers', () => {
  it('runs the consumer first, then ours', () => {
    const calls: string[] = [];
    composeEventHandlers(
      () => calls.push('theirs'),
      () => calls.push('ours'),
    )(event());
    expect(calls).toEqual(['theirs', 'ours']);
  });

  it('skips ours when the consumer prevented the default', () => {
    const ours = vi.fn();
    composeEventHandlers((e: ReturnType<typeof event>) => e.preventDefault(), ours)(event());
    expect(ours).not.toHaveBeenCalled();
  });

  it('composes every handler both sides have and passes the others through', () => {
    const theirs = { onClickCapture: vi.fn(), onKeyDown: vi.fn() };
    const ours = { onClickCapture: vi.fn(), onPointerMove: vi.fn() };
    const composed = composeHandlerProps(theirs, ours);
    composed.onClickCapture?.(event() as never);
    expect(theirs.onClickCapture).toHaveBeenCalledOnce();
    expect(ours.onClickCapture).toHaveBeenCalledOnce();
    expect(composed.onPointerMove).toBe(ours.onPointerMove);
    expect(composed).not.toHaveProperty('onKeyDown');
  });
});
