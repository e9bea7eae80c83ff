import { createPersistentStore, MOCK_DB_KEY } from './persistent-store';

describe('the demo backend keeps its data across reloads', () => {
  it('restores every table and continues the message order', async () => {
    vi.useFakeTimers();
    const first = createPersistentStore(window.localStorage);
    expect(first.restored).toBe(false);
    await first.store.projects.put({
      id: 'P',
      name: 'p',
      companyName: 'c',
      companyLogo: '',
      perProjectLogin: false,
      emojiReduced: false,
    });
    expect(await first.store.nextSeq()).toBe(1);
    expect(await first.store.nextSeq()).toBe(2);
    vi.advanceTimersByTime(200);
    vi.useRealTimers();

    const second = createPersistentStore(window.localStorage);
    expect(second.restored).toBe(true);
    expect((await second.store.projects.get('P'))?.companyName).toBe('c');
    expect(await second.store.nextSeq()).toBe(3);
  });

  it('starts afresh when the saved data is corrupt', () => {
    window.localStorage.setItem(MOCK_DB_KEY, '{oops');
    expect(createPersistentStore(window.localStorage).restored).toBe(false);
  });
});
