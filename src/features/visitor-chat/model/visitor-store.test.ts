import { lastMessageId, useVisitorStore, visitorStore } from './visitor-store';
import type { ChatMessage } from '@/lib/contract';

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 'c1',
  type: 'Text',
  isEngineer: false,
  authorRole: 'user',
  avatar: '',
  authorName: 'guest',
  sentAt: 1,
  timestamp: 1,
  error: '',
  read: false,
  ...over,
});

describe('chat store (SPEC §3 namespace call, §4 mutations)', () => {
  beforeEach(() => visitorStore.reset());

  it('never shows a message twice: same client id or same server id merges', () => {
    visitorStore.appendMessage(message({ id: 'c1', error: 'presending' }));
    visitorStore.appendMessage(message({ id: 'c1', serverId: 'm1', seq: 3, error: '' }));
    visitorStore.appendMessage(message({ id: 'm1', serverId: 'm1', seq: 3 }));
    expect(useVisitorStore.getState().message).toHaveLength(1);
    expect(useVisitorStore.getState().message[0]).toMatchObject({
      id: 'c1',
      serverId: 'm1',
      error: '',
    });
  });

  it('prepends history in order and skips what it already has', () => {
    visitorStore.appendMessage(message({ id: 'm3', serverId: 'm3', seq: 3 }));
    visitorStore.prependHistory([
      message({ id: 'm2', serverId: 'm2', seq: 2 }),
      message({ id: 'm1', serverId: 'm1', seq: 1 }),
      message({ id: 'm3', serverId: 'm3', seq: 3 }),
    ]);
    expect(useVisitorStore.getState().message.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('records read state once per message id; later duplicates are ignored', () => {
    visitorStore.appendMessage(message({ id: 'c1', serverId: 'm1' }));
    visitorStore.markRead('m1', true);
    visitorStore.markRead('m1', false);
    expect(useVisitorStore.getState().readReceipts).toEqual({ m1: true });
    expect(useVisitorStore.getState().message[0]?.read).toBe(true);
  });

  it('deletes by id and sets the login state', () => {
    visitorStore.appendMessage(message({ id: 'x' }));
    visitorStore.deleteMessage('x');
    visitorStore.setLoginState({ cube_uid: 'u', token: 't' });
    expect(useVisitorStore.getState()).toMatchObject({
      message: [],
      isLogin: true,
      login: { cubeUid: 'u', token: 't' },
    });
  });

  it('enters a session keeping what it is not told, and leaves it entirely', () => {
    const engineer = { code: 'E1', name: '王工', avatar: '' };
    visitorStore.enterSession('s1', { engineer });
    visitorStore.enterSession('s1', {
      queue: { position: 2, waiting: 3, estimatedWaitSeconds: 60 },
    });
    expect(useVisitorStore.getState()).toMatchObject({
      sessionId: 's1',
      engineer,
      queue: { position: 2 },
    });
    visitorStore.enterSession('s2', { queue: undefined, engineer: undefined });
    expect(useVisitorStore.getState()).toMatchObject({
      sessionId: 's2',
      engineer: undefined,
      queue: undefined,
    });
    visitorStore.leaveSession();
    expect(useVisitorStore.getState()).toMatchObject({
      sessionId: undefined,
      startTime: undefined,
      queue: undefined,
      engineer: undefined,
    });
  });

  it('keeps the signature while the socket logs in and drops, and the last history load time', () => {
    visitorStore.imSigned('sig-1');
    expect(useVisitorStore.getState()).toMatchObject({
      imLogin: false,
      im: { userSig: 'sig-1', ready: false },
    });
    visitorStore.setImLogin(true);
    expect(useVisitorStore.getState()).toMatchObject({
      imLogin: true,
      im: { userSig: 'sig-1', ready: true },
    });
    visitorStore.setImLogin(false);
    expect(useVisitorStore.getState().imLogin).toBe(false);
    visitorStore.setHistoryState(true, 100);
    visitorStore.setHistoryState(false);
    expect(useVisitorStore.getState().historyMsg).toEqual({ hasMore: false, loadedAt: 100 });
  });

  it('drops an empty past session from the list', () => {
    visitorStore.setPastSessions([{ id: 'p2' }, { id: 'p1' }] as never);
    visitorStore.dropPastSession('p2');
    expect(useVisitorStore.getState().pastSessions).toEqual([{ id: 'p1' }]);
  });

  it('writes the login and the permission tree at once: subscribers hear one change', () => {
    const heard = vi.fn();
    const stop = useVisitorStore.subscribe(heard);
    visitorStore.signedIn({ cubeUid: 'u', token: 't' }, { cube_diy: 1 } as never);
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(useVisitorStore.getState()).toMatchObject({
      isLogin: true,
      login: { token: 't' },
      permission: { cube_diy: 1 },
    });
  });

  it('ends the start flow in the same write that enters its session', () => {
    visitorStore.setStarting(true);
    const heard = vi.fn();
    const stop = useVisitorStore.subscribe(heard);
    visitorStore.enterSession('s1', { queue: undefined });
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(useVisitorStore.getState()).toMatchObject({ sessionId: 's1', starting: false });
  });

  it('does not announce an empty list of past sessions that was already empty', () => {
    const heard = vi.fn();
    const stop = useVisitorStore.subscribe(heard);
    visitorStore.setPastSessions([]);
    expect(heard).not.toHaveBeenCalled();
    visitorStore.setPastSessions([{ id: 'p1' }] as never);
    visitorStore.setPastSessions([]);
    stop();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(useVisitorStore.getState().pastSessions).toEqual([]);
  });

  it('knows the newest server message id to resume from', () => {
    visitorStore.appendMessage(message({ id: 'a', serverId: 'm5', seq: 5 }));
    visitorStore.appendMessage(message({ id: 'b', serverId: 'm9', seq: 9 }));
    visitorStore.appendMessage(message({ id: 'c', error: 'presending' }));
    expect(lastMessageId()).toBe('m9');
  });
});
