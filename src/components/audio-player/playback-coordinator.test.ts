import {
  claimPlayback,
  currentPlayback,
  pauseAllPlayback,
  releasePlayback,
  subscribePlayback,
} from './playback-coordinator';

function media(): HTMLMediaElement {
  const element = document.createElement('audio');
  vi.spyOn(element, 'pause').mockImplementation(() => {});
  return element;
}

describe('playback coordinator', () => {
  afterEach(() => pauseAllPlayback());

  it('pauses the previous element when another claims playback', () => {
    const first = media();
    const second = media();
    claimPlayback(first);
    claimPlayback(second);
    expect(first.pause).toHaveBeenCalledOnce();
    expect(second.pause).not.toHaveBeenCalled();
    expect(currentPlayback()).toBe(second);
  });

  it('does not pause an element that claims again', () => {
    const only = media();
    claimPlayback(only);
    claimPlayback(only);
    expect(only.pause).not.toHaveBeenCalled();
  });

  it('ignores a release from an element that does not hold the claim', () => {
    const first = media();
    const second = media();
    claimPlayback(first);
    releasePlayback(second);
    expect(currentPlayback()).toBe(first);
    releasePlayback(first);
    expect(currentPlayback()).toBeNull();
  });

  it('pauses everything on request', () => {
    const only = media();
    claimPlayback(only);
    pauseAllPlayback();
    expect(only.pause).toHaveBeenCalledOnce();
    expect(currentPlayback()).toBeNull();
  });

  it('tells subscribers what plays', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePlayback(listener);
    const only = media();
    claimPlayback(only);
    releasePlayback(only);
    unsubscribe();
    claimPlayback(only);
    expect(listener.mock.calls).toEqual([[only], [null]]);
  });
});
