import { prefetch } from './prefetch';

describe('prefetch', () => {
  it('asks for each chunk, and a chunk that does not come raises nothing', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const other = vi.fn(() => Promise.resolve('module'));
    prefetch(load, other);
    expect(load).toHaveBeenCalledOnce();
    expect(other).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
