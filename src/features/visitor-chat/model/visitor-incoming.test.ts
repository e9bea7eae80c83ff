import { DEFAULT_NAMES, frameToRow, type ImMessage } from '@/lib/contract';
import { applyIncoming } from './visitor-incoming';
import { useVisitorStore } from './visitor-store';

const state = () => useVisitorStore.getState();
function msg(
  body: Partial<ImMessage['MessageBody']> & { Type?: string; Content?: unknown },
  extra: Partial<ImMessage> = {},
): ImMessage {
  const { Type = 'Text', Content = '你好', ...rest } = body;
  return {
    MessageType: 'CC.ChatMessage',
    MessageID: 'm-1',
    fromAccount: 'E1001',
    MessageBody: { Body: { Type, Content: Content as string }, ClientType: 'engineer', ...rest },
    ...extra,
  };
}

describe('incoming message rules (SPEC §4)', () => {
  it('a session id sets the session', () => {
    expect(applyIncoming(state(), msg({ SessionID: 's-1' })).patch.sessionId).toBe('s-1');
  });

  it('an engineer message sets the start time (once)', () => {
    expect(applyIncoming(state(), msg({ SessionID: 's' }), 1000).patch.startTime).toBe(1000);
    expect(
      applyIncoming({ ...state(), startTime: 5 }, msg({ SessionID: 's' }), 1000).patch.startTime,
    ).toBeUndefined();
  });

  it('a message_from field clears start time and session id', () => {
    const result = applyIncoming(
      { ...state(), sessionId: 's', startTime: 5 },
      msg({ SessionID: 's', message_from: 'transfer' }),
    );
    expect(result.patch).toMatchObject({ sessionId: undefined, startTime: undefined });
    expect('sessionId' in result.patch && 'startTime' in result.patch).toBe(true);
  });

  it('an engineer_code sets the engineer info', () => {
    const result = applyIncoming(
      state(),
      msg({ SessionID: 's', engineer_code: 'E1001', engineer_name: '王工程师', avatar: 'a.png' }),
    );
    expect(result.patch.engineer).toMatchObject({
      code: 'E1001',
      name: '王工程师',
      avatar: 'a.png',
    });
  });

  it('a user message with no session alerts and is not shown', () => {
    const result = applyIncoming(
      state(),
      msg({ ClientType: 'user', SessionID: null }, { fromAccount: 'u-1' }),
    );
    expect(result).toEqual({ patch: {}, alert: 'no_session_message' });
    const during = applyIncoming(
      { ...state(), sessionId: 's-open' },
      msg({ ClientType: 'user' }, { fromAccount: 'u-1' }),
    );
    expect(during.alert).toBe('no_session_message');
  });

  it('a non-text element of unknown type alerts and is dropped', () => {
    const result = applyIncoming(state(), msg({ Type: 'Location', SessionID: 's' }));
    expect(result.alert).toBe('unknown_message_type');
    expect(result.message).toBeUndefined();
  });

  it("shows the reminder account 'remind' as the robot", () => {
    const result = applyIncoming(
      state(),
      msg({ SessionID: 's', ClientType: 'engineer' }, { fromAccount: 'remind' }),
    );
    expect(result.message).toMatchObject({
      authorRole: 'robot',
      authorName: '小威',
      isEngineer: false,
    });
  });

  it('uses the default names of SPEC §9: engineer 客服, robot 小威, visitor guest', () => {
    expect(DEFAULT_NAMES).toEqual({ engineer: '客服', robot: '小威', user: 'guest' });
    expect(applyIncoming(state(), msg({ SessionID: 's' })).message?.authorName).toBe('客服');
    const visitor = msg({ SessionID: 's', ClientType: 'user' });
    expect(applyIncoming(state(), visitor).message?.authorName).toBe('guest');
    // A name the visitor gave (e.g. through the host page) wins over the default.
    const named = { ...state(), visitor: { name: '张先生', avatar: '/me.png' } };
    expect(applyIncoming(named, visitor).message).toMatchObject({
      authorName: '张先生',
      avatar: '/me.png',
    });
  });

  it('CreateSession sets the engineer from the notice and ends the queue', () => {
    const result = applyIncoming(
      { ...state(), queue: { position: 1, waiting: 1, estimatedWaitSeconds: 60 } },
      msg(
        {
          Type: 'CreateSession',
          Content: null,
          SessionID: 's',
          ClientType: 'robot',
          notice: { engineer_code: 'E1', engineer_name: '李工程师' },
        },
        { MessageType: 'CC.Notification', fromAccount: 'system' },
      ),
    );
    expect(result.patch).toMatchObject({
      engineer: { code: 'E1', name: '李工程师' },
      queue: undefined,
    });
    expect(result.message).toMatchObject({ type: 'Notice', notice: { type: 'CreateSession' } });
  });

  it('queue positions update the queue without a row', () => {
    const result = applyIncoming(
      state(),
      msg({
        Type: 'QueueStatus',
        Content: null,
        queue: { session_id: 's', position: 2, waiting: 5, estimated_wait_seconds: 180 },
      }),
    );
    expect(result).toEqual({
      patch: { queue: { position: 2, waiting: 5, estimatedWaitSeconds: 180 } },
    });
  });

  it('builds file content from media fields, as text never HTML', () => {
    const result = applyIncoming(
      state(),
      msg({
        Type: 'File',
        SessionID: 's',
        Content: {
          MediaUrl: '/f.pdf',
          FileName: '<img src=x onerror=alert(1)>.pdf',
          FileSize: 12,
          FileType: 'pdf',
        },
      }),
    );
    expect(result.message?.content).toEqual({
      name: '<img src=x onerror=alert(1)>.pdf',
      size: 12,
      url: '/f.pdf',
      media: 'pdf',
      gid: undefined,
    });
  });
});

describe('rating prompts (#17 item 1)', () => {
  const served = () => ({
    ...state(),
    sessionId: 's-1',
    engineer: { code: 'E1001', name: '王工程师' },
  });
  const notice = (Type: string, SessionID = 's-1') =>
    msg({ Type, Content: null, ClientType: 'robot', SessionID }, { fromAccount: 'system' });

  it('a conversation an engineer served asks for a rating when it ends, either way', () => {
    for (const type of ['SessionClosed', 'Timeout'])
      expect(applyIncoming(served(), notice(type)).patch.ratingPrompt).toEqual({
        sessionId: 's-1',
        engineerName: '王工程师',
      });
  });

  it('one nobody served (a queue left, the robot) does not', () => {
    const queued = { ...state(), sessionId: 's-1' };
    expect(applyIncoming(queued, notice('SessionClosed')).patch.ratingPrompt).toBeUndefined();
  });

  it('the engineer’s ask opens it during the conversation, without moving the conversation', () => {
    const result = applyIncoming(served(), notice('RatingRequest'));
    expect(result.patch.ratingPrompt?.sessionId).toBe('s-1');
    expect(result.message?.notice?.type).toBe('RatingRequest');
    const late = applyIncoming({ ...state(), sessionId: 's-2' }, notice('RatingRequest', 's-1'));
    expect('sessionId' in late.patch).toBe(false);
  });

  it('a rating given answers it, and an answered conversation is not asked again', () => {
    const asked = { ...served(), ratingPrompt: { sessionId: 's-1', engineerName: '王工程师' } };
    const rated = applyIncoming(asked, notice('Rated'));
    expect(rated.patch).toMatchObject({ ratingPrompt: undefined, ratingAnswered: { 's-1': true } });
    const answered = { ...served(), ratingAnswered: { 's-1': true as const } };
    expect(applyIncoming(answered, notice('SessionClosed')).patch.ratingPrompt).toBeUndefined();
  });
});

describe('a frame as a row, knowing no store (both sides)', () => {
  it("gives the row the visitor's store would show, the visitor unnamed", () => {
    const line = msg({ SessionID: 's-1', ClientType: 'user', Content: '在吗' });
    expect(frameToRow(line)).toMatchObject({
      sessionId: 's-1',
      text: '在吗',
      authorRole: 'user',
      authorName: DEFAULT_NAMES.user,
    });
    const engineerLine = msg({ SessionID: 's-1', SendTime: 1000 });
    expect(frameToRow(engineerLine)).toEqual(
      applyIncoming(useVisitorStore.getInitialState(), engineerLine, 0).message,
    );
  });

  it('gives no row for a queue update, an unknown type or a user line without a session', () => {
    expect(frameToRow(msg({ Type: 'QueueStatus', SessionID: 's' }))).toBeUndefined();
    expect(frameToRow(msg({ Type: 'Sticker', SessionID: 's' }))).toBeUndefined();
    expect(frameToRow(msg({ ClientType: 'user' }))).toBeUndefined();
  });
});
