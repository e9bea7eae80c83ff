import { createSafeStore } from './safe-storage';

describe('createSafeStore', () => {
  it('reads and writes through the browser storage when it works', () => {
    const store = createSafeStore(() => window.localStorage);
    store.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(store.getItem('k')).toBe('v');
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
    expect(store.volatile).toBe(false);
  });

  it('falls back to memory when accessing storage throws (blocked in an iframe)', () => {
    const store = createSafeStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => store.setItem('k', 'v')).not.toThrow();
    expect(store.getItem('k')).toBe('v');
    expect(store.volatile).toBe(true);
  });

  it('falls back to memory when a write exceeds the quota', () => {
    const quotaFull = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createSafeStore(() => quotaFull);
    store.setItem('draft', 'hello');
    expect(store.getItem('draft')).toBe('hello');
  });
});
