import { ChunkLoadError, isChunkLoadError, lazyWithRetry, loadChunk } from './lazy-with-retry';

describe('loadChunk (SPEC §8/§9: "Loading chunk N failed" after 120 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve('mod'), 'review')).resolves.toBe('mod');
  });

  it('fails with "Loading chunk N failed" when the import rejects', async () => {
    const failure = loadChunk(() => Promise.reject(new TypeError('Failed to fetch')), 'review');
    await expect(failure).rejects.toThrow('Loading chunk review failed');
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails at 120000 ms, not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    loadChunk(() => new Promise(() => undefined), 'projects').catch(outcome);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new ChunkLoadError('projects'));
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [new ChunkLoadError('x'), true],
    [new Error('Loading chunk 3 failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
  ])('%s -> %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('lazyWithRetry preload', () => {
  const Screen = () => null;

  it('settles once the import has loaded, importing it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const lazy = lazyWithRetry(load, 'review');
    await expect(lazy.preload()).resolves.toBeUndefined();
    await lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles when the import fails too, and the next preload tries again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ default: Screen });
    const lazy = lazyWithRetry(load, 'review');
    await expect(lazy.preload()).resolves.toBeUndefined();
    await lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
