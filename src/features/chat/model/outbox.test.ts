import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { indexedDbOutbox } from './outbox';
import { upgradeRow } from './outbox-upgrade';
import type { ChatMessage } from '@/lib/contract';

const today: ChatMessage = {
  id: 'c-1',
  type: 'Image',
  isEngineer: false,
  authorRole: 'user',
  avatar: '',
  authorName: '我',
  sentAt: 5,
  timestamp: 5,
  imageUrl: '/uploads/image/a.png',
  error: 'presending',
  read: false,
};

/** A row as a page before the upgrade wrote it into the outbox (database version 1). */
const legacy = {
  id: 'c-1',
  type: 'Image',
  isEngineer: false,
  client_type: 'user',
  avatar: '',
  authorName: '我',
  sendTime: 5,
  timestamp: 5,
  PicUrl: '/uploads/image/a.png',
  MediaUrl: '/uploads/image/a.png',
  error: 'presending',
  isRead: 1,
};

describe('the outbox across the domain-words upgrade', () => {
  it("passes today's rows unchanged and words an old row in today's terms", () => {
    expect(upgradeRow(today)).toBe(today);
    expect(upgradeRow(legacy as never)).toEqual({
      ...today,
      mediaUrl: '/uploads/image/a.png',
    });
    expect(upgradeRow({ ...legacy, message_id: 'm-1', isRead: 2 } as never)).toMatchObject({
      serverId: 'm-1',
      read: true,
    });
  });

  it("a message that waited in a version 1 outbox is still there, in today's words", async () => {
    const name = `outbox-upgrade-${Math.random()}`;
    const old = await openDB(name, 1, {
      upgrade(database) {
        database.createObjectStore('entries', { keyPath: 'id' }).createIndex('scope', 'scope');
      },
    });
    await old.put('entries', {
      id: 'c-1',
      scope: 'visitor:p:u1',
      order: 1,
      message: legacy,
      status: 'pending',
    });
    old.close();

    const [entry, ...rest] = await indexedDbOutbox(name).list('visitor:p:u1');
    expect(rest).toEqual([]);
    expect(entry?.message).toMatchObject({ authorRole: 'user', sentAt: 5, read: false });
    expect(entry?.message).not.toHaveProperty('client_type');
  });
});
