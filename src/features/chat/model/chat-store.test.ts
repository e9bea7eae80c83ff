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

  it('enters a session keeping what it is not told, and leaves it entirely', () => {
    const engineer = { engineer_code: 'E1', engineer_name: '王工', avatar: '' } as never;
    call.enterSession('s1', { engineer });
    call.enterSession('s1', { queue: { position: 2, waiting: 3, estimatedWaitSeconds: 60 } });
    expect(useCallStore.getState()).toMatchObject({
      sessionId: 's1',
      engineer,
      queue: { position: 2 },
    });
    call.enterSession('s2', { queue: undefined, engineer: undefined });
    expect(useCallStore.getState()).toMatchObject({
      sessionId: 's2',
      engineer: undefined,
      queue: undefined,
    });
    call.leaveSession();
    expect(useCallStore.getState()).toMatchObject({
      sessionId: undefined,
      startTime: undefined,
      queue: undefined,
      engineer: undefined,
    });
  });

  it('keeps the signature while the socket logs in and drops, and the last history load time', () => {
    call.imSigned('sig-1');
    expect(useCallStore.getState()).toMatchObject({
      imLogin: false,
      im: { userSig: 'sig-1', ready: false },
    });
    call.setImLogin(true);
    expect(useCallStore.getState()).toMatchObject({
      imLogin: true,
      im: { userSig: 'sig-1', ready: true },
    });
    call.setImLogin(false);
    expect(useCallStore.getState().imLogin).toBe(false);
    call.setHistoryState(true, 100);
    call.setHistoryState(false);
    expect(useCallStore.getState().historyMsg).toEqual({ hasMore: false, loadedAt: 100 });
  });

  it('drops an empty past session from the list', () => {
    call.setPastSessions([{ id: 'p2' }, { id: 'p1' }] as never);
    call.dropPastSession('p2');
    expect(useCallStore.getState().historyMsgList).toEqual([{ id: 'p1' }]);
  });

  it('writes the login and the permission tree at once: subscribers hear one change', () => {
    const heard = vi.fn();
    const stop = useCallStore.subscribe(heard);
    call.signedIn({ cube_uid: 'u', token: 't' }, { cube_diy: 1 } as never);
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(useCallStore.getState()).toMatchObject({
      isLogin: true,
      loginInfo: { token: 't' },
      permission: { cube_diy: 1 },
    });
  });

  it('ends the start flow in the same write that enters its session', () => {
    call.setStarting(true);
    const heard = vi.fn();
    const stop = useCallStore.subscribe(heard);
    call.enterSession('s1', { queue: undefined });
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(useCallStore.getState()).toMatchObject({ sessionId: 's1', starting: false });
  });

  it('does not announce an empty list of past sessions that was already empty', () => {
    const heard = vi.fn();
    const stop = useCallStore.subscribe(heard);
    call.setPastSessions([]);
    expect(heard).not.toHaveBeenCalled();
    call.setPastSessions([{ id: 'p1' }] as never);
    call.setPastSessions([]);
    stop();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(useCallStore.getState().historyMsgList).toEqual([]);
  });

  it('knows the newest server message id to resume from', () => {
    call.appendMessage(message({ id: 'a', message_id: 'm5', seq: 5 }));
    call.appendMessage(message({ id: 'b', message_id: 'm9', seq: 9 }));
    call.appendMessage(message({ id: 'c', error: 'presending' }));
    expect(lastMessageId()).toBe('m9');
  });
});
