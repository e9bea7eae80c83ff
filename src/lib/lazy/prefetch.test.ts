import { prefetch } from './prefetch';

describe('prefetch', () => {
  it('asks for the chunk, and a chunk that does not come raises nothing', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    prefetch(load);
    expect(load).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
