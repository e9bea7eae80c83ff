import { call, lastMessageId, useCallStore } from './chat-store';
import type { ChatMessage } from './types';

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 'c1',
  type: 'Text',
  isEngineer: false,
  client_type: 'user',
  avatar: '',
  authorName: 'guest',
  sendTime: 1,
  timestamp: 1,
  error: '',
  isRead: 1,
  ...over,
});

describe('chat store (SPEC §3 namespace call, §4 mutations)', () => {
  beforeEach(() => call.reset());

  it('never shows a message twice: same client id or same server id merges', () => {
    call.appendMessage(message({ id: 'c1', error: 'presending' }));
    call.appendMessage(message({ id: 'c1', message_id: 'm1', seq: 3, error: '' }));
    call.appendMessage(message({ id: 'm1', message_id: 'm1', seq: 3 }));
    expect(useCallStore.getState().message).toHaveLength(1);
    expect(useCallStore.getState().message[0]).toMatchObject({
      id: 'c1',
      message_id: 'm1',
      error: '',
    });
  });

  it('prepends history in order and skips what it already has', () => {
    call.appendMessage(message({ id: 'm3', message_id: 'm3', seq: 3 }));
    call.prependHistory([
      message({ id: 'm2', message_id: 'm2', seq: 2 }),
      message({ id: 'm1', message_id: 'm1', seq: 1 }),
      message({ id: 'm3', message_id: 'm3', seq: 3 }),
    ]);
    expect(useCallStore.getState().message.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('records read state once per message id; later duplicates are ignored', () => {
    call.appendMessage(message({ id: 'c1', message_id: 'm1' }));
    call.markRead('m1', 2);
    call.markRead('m1', 1);
    expect(useCallStore.getState().readReceipts).toEqual({ m1: 2 });
    expect(useCallStore.getState().message[0]?.isRead).toBe(2);
  });

  it('deletes by id, sets audio playing, object-storage token, screen and login state', () => {
    call.appendMessage(message({ id: 'x' }));
    call.deleteMessage('x');
    call.setAudioPlaying('a1');
    call.setQiniuToken('q');
    call.setScreen('desktop');
    call.setLoginState({ cube_uid: 'u', token: 't' });
    expect(useCallStore.getState()).toMatchObject({
      message: [],
      audioPlaying: 'a1',
      qiniu_token: 'q',
      screen: 'desktop',
      isLogin: true,
      loginInfo: { cube_uid: 'u', token: 't' },
    });
  });

  it('knows the newest server message id to resume from', () => {
    call.appendMessage(message({ id: 'a', message_id: 'm5', seq: 5 }));
    call.appendMessage(message({ id: 'b', message_id: 'm9', seq: 9 }));
    call.appendMessage(message({ id: 'c', error: 'presending' }));
    expect(lastMessageId()).toBe('m9');
  });
});
