import type { ImClient, ImClientOptions, ImEvent } from '@/features/im';
import { config } from '@/lib/config';
import type { ImMessage } from '@/lib/contract';
import { ConversationClient, type ConversationSide } from './conversation-client';

/** A socket that records what is written and lets the test speak for the server. */
class FakeIm {
  static last: FakeIm | undefined;
  typed: [string, boolean][] = [];
  listener: ((event: ImEvent) => void) | undefined;
  closed = false;
  constructor(readonly options: ImClientOptions) {
    FakeIm.last = this;
  }
  on(listener: (event: ImEvent) => void) {
    this.listener = listener;
    return () => undefined;
  }
  connect() {}
  close() {
    this.closed = true;
  }
  typing(sessionId: string, typing: boolean) {
    this.typed.push([sessionId, typing]);
  }
  emit(event: ImEvent) {
    this.listener?.(event);
  }
}

const line = (clientType: 'user' | 'engineer', sessionId = 's1') =>
  ({
    MessageType: 'CC.ChatMessage',
    MessageBody: { SessionID: sessionId, ClientType: clientType },
  }) as unknown as ImMessage;

function setup(over: Partial<ConversationSide> = {}) {
  const heard = {
    states: [] as string[],
    typing: [] as [string, boolean][],
    received: 0,
    missing: 0,
  };
  const side: ConversationSide = {
    endsTyping: (m) => m.MessageBody.ClientType === 'user',
    peerTyping: (sessionId, typing) => void heard.typing.push([sessionId, typing]),
    lastMessageId: () => 'm-9',
    connection: (state) => void heard.states.push(state),
    received: () => void (heard.received += 1),
    read: () => undefined,
    rateLimited: () => undefined,
    invalidIdentity: () => undefined,
    configMissing: () => void (heard.missing += 1),
    ...over,
  };
  const client = new ConversationClient(side);
  const connect = () =>
    client.connect(FakeIm as unknown as typeof ImClient, {
      token: 't-1',
      identifier: 'E1',
      userSig: 'sig',
      host: 'ws://chat.example',
      win: window,
    });
  return { client, heard, connect, im: () => FakeIm.last! };
}

describe('ConversationClient', () => {
  it('logs in with who the side is and resumes from its newest message', () => {
    const { connect, im, heard } = setup();
    expect(connect()).toBe(true);
    expect(im().options.login).toMatchObject({ identifier: 'E1', userSig: 'sig' });
    expect(im().options.lastMessageId()).toBe('m-9');
    expect(heard.states).toEqual(['connecting']);
  });

  it('says typing only while logged in on the socket', () => {
    const { client, connect, im } = setup();
    connect();
    client.typing('s1', true);
    expect(im().typed).toEqual([]);
    im().emit({ name: 'LOGIN', identifier: 'E1' });
    client.typing('s1', true);
    im().emit({ name: 'RECONNECT', reason: 'disconnected' });
    client.typing('s1', false);
    expect(im().typed).toEqual([['s1', true]]);
  });

  it("ends the other side's typing when their line arrives, not when one's own does", () => {
    const { connect, im, heard } = setup();
    connect();
    im().emit({ name: 'TYPING', sessionId: 's1', typing: true });
    im().emit({ name: 'MSG', message: line('engineer') });
    expect(heard.typing).toEqual([['s1', true]]);
    im().emit({ name: 'MSG', message: line('user') });
    expect(heard.typing).toEqual([
      ['s1', true],
      ['s1', false],
    ]);
    expect(heard.received).toBe(2);
  });

  it('keeps one signal per conversation, or one for the side that follows one', () => {
    const perSession = setup();
    perSession.connect();
    perSession.im().emit({ name: 'TYPING', sessionId: 's1', typing: true });
    perSession.im().emit({ name: 'TYPING', sessionId: 's2', typing: true });
    expect(perSession.heard.typing).toEqual([
      ['s1', true],
      ['s2', true],
    ]);
    const one = setup({ typingPerSession: false, hearsTyping: (id) => id === 's2' });
    one.connect();
    one.im().emit({ name: 'TYPING', sessionId: 's1', typing: true });
    one.im().emit({ name: 'TYPING', sessionId: 's2', typing: true });
    one.im().emit({ name: 'TYPING', sessionId: 's2', typing: true });
    expect(one.heard.typing).toEqual([['s2', true]]);
  });

  it("turns the other side's typing off when the conversation closes", () => {
    const { client, connect, im, heard } = setup();
    connect();
    im().emit({ name: 'TYPING', sessionId: 's1', typing: true });
    client.dispose();
    expect(heard.typing).toEqual([
      ['s1', true],
      ['s1', false],
    ]);
  });

  it('connects nothing without im.appid and says so (SPEC §8)', () => {
    const appid = config.im.appid;
    config.im.appid = undefined;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { client, connect, heard } = setup();
      expect(connect()).toBe(false);
      expect(client.connected).toBe(false);
      expect(heard.missing).toBe(1);
      expect(warn).toHaveBeenCalledWith('IM configuration is missing (im.appid)');
    } finally {
      config.im.appid = appid;
      warn.mockRestore();
    }
  });
});
