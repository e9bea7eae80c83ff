import type { ApiClient } from '@/lib/api-client';
import { SESSIONS_POLL_MS } from './engineer-console';
import { LEFT_MESSAGES_POLL_MS, pollWhileVisible, productLineName } from './left-messages';

/** A document whose visibility the test sets. */
function page() {
  const target = new EventTarget();
  const doc = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc: doc as unknown as Document, show };
}

describe('pollWhileVisible', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at the conversations’ cadence, 30 s', () => {
    expect(LEFT_MESSAGES_POLL_MS).toBe(30_000);
    expect(LEFT_MESSAGES_POLL_MS).toBe(SESSIONS_POLL_MS);
    const refresh = vi.fn();
    const stop = pollWhileVisible(refresh, undefined, page().doc);
    vi.advanceTimersByTime(29_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('skips while the page is hidden and refreshes as soon as it is shown again', () => {
    const { doc, show } = page();
    const refresh = vi.fn();
    const stop = pollWhileVisible(refresh, 1000, doc);
    show('hidden');
    vi.advanceTimersByTime(5000);
    expect(refresh).not.toHaveBeenCalled();
    show('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    vi.advanceTimersByTime(5000);
    show('hidden');
    show('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('productLineName', () => {
  const lines = [
    { id: 'pl-nb', name: '笔记本电脑', queue_code: 'NB' },
    { id: 'pl-dt', name: '台式机', queue_code: 'DT' },
  ];

  it('reads the list once per console and names a line by its id', async () => {
    const call = vi.fn().mockResolvedValue(lines);
    const api = { call } as unknown as ApiClient;
    expect(await productLineName(api, 'pl-nb')).toBe('笔记本电脑');
    expect(await productLineName(api, 'pl-dt')).toBe('台式机');
    expect(call).toHaveBeenCalledTimes(1);
    // A line the list no longer has: its id.
    expect(await productLineName(api, 'pl-gone')).toBe('pl-gone');
  });

  it('shows the id when the list cannot be read, and reads it again next time', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(lines);
    const api = { call } as unknown as ApiClient;
    expect(await productLineName(api, 'pl-nb')).toBe('pl-nb');
    expect(await productLineName(api, 'pl-nb')).toBe('笔记本电脑');
    expect(call).toHaveBeenCalledTimes(2);
  });
});
