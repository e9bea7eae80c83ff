import { tokenDigest } from '@server/core';
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

  it('keeps visitors signed in across a reload, also from a snapshot of one token a visitor (#37)', async () => {
    vi.useFakeTimers();
    const first = createPersistentStore(window.localStorage);
    await first.store.credentials.put({ id: tokenDigest('t-new'), cubeUid: 'u-new', issuedAt: 1 });
    vi.advanceTimersByTime(200);
    vi.useRealTimers();
    const again = createPersistentStore(window.localStorage).store;
    expect((await again.credentials.get(tokenDigest('t-new')))?.cubeUid).toBe('u-new');

    const visitor = { cubeUid: 'u-old', projectId: 'P', name: 'g', nickname: 'g', avatar: '' };
    window.localStorage.setItem(
      MOCK_DB_KEY,
      JSON.stringify({
        version: 1,
        seq: 0,
        tables: { visitors: [{ ...visitor, token: 't-old', anonymous: true, createdAt: 1 }] },
      }),
    );
    const old = createPersistentStore(window.localStorage).store;
    expect((await old.credentials.get(tokenDigest('t-old')))?.cubeUid).toBe('u-old');
    expect(JSON.stringify(await old.visitors.all())).not.toContain('t-old');
  });
});
