import {
  ChunkLoadError,
  failedModuleUrl,
  isChunkLoadError,
  lazyWithRetry,
  loadChunk,
  reloadNeeded,
} from './lazy-with-retry';

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

describe('failedModuleUrl', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: https://a.cn/assets/x-1.js?retry=1',
      'https://a.cn/assets/x-1.js?retry=1',
    ],
    [
      'error loading dynamically imported module: http://127.0.0.1/assets/x-1.js',
      'http://127.0.0.1/assets/x-1.js',
    ],
    ['Importing a module script failed.', undefined],
  ])('%s', (message, url) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(url);
  });
});

describe('loadChunk when the page must reload (scripts/retry-imports.ts)', () => {
  const FRESH = 'http://127.0.0.1/assets/dialog-DDq8Yw1Q.js?retry=1';
  const failingWith = (message: string) => () => Promise.reject(new TypeError(message));
  afterEach(() => vi.unstubAllGlobals());

  it('says so when a fresh attempt failed although its own file comes (a chunk it needs failed before)', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('export {}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    const error = await loadChunk(
      failingWith(`Failed to fetch dynamically imported module: ${FRESH}`),
      'dialog',
    ).catch((e: unknown) => e);
    expect(reloadNeeded(error)).toBe(true);
    expect(fetch).toHaveBeenCalledWith(FRESH, { cache: 'no-store' });
  });

  it.each([
    [
      'the fresh file does not come either (still offline)',
      FRESH,
      () => Promise.reject(new TypeError('Failed to fetch')),
    ],
    [
      'the fresh file is not there',
      FRESH,
      () => Promise.resolve(new Response('', { status: 404 })),
    ],
    [
      'a first failure (no fresh attempt yet)',
      'http://127.0.0.1/assets/dialog-DDq8Yw1Q.js',
      () => Promise.resolve(new Response('')),
    ],
  ])('does not when %s', async (_case, url, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const error = await loadChunk(
      failingWith(`Failed to fetch dynamically imported module: ${url}`),
      'dialog',
    ).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(reloadNeeded(error)).toBe(false);
  });
});
