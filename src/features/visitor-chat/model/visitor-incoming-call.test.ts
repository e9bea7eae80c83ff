import { CALL_NOTICE, fromHistory, type ImMessage } from '@/lib/contract';
import { applyIncoming } from './visitor-incoming';
import { useVisitorStore } from './visitor-store';

const call = {
  call_id: 'c-1',
  media: 'video',
  caller: 'user',
  outcome: 'completed',
  duration_seconds: 133,
};

const callNotice = (SessionID: string): ImMessage => ({
  MessageType: 'CC.ChatMessage',
  MessageID: 'm-call',
  fromAccount: 'system',
  MessageBody: {
    Body: { Type: CALL_NOTICE, Content: null as unknown as string },
    ClientType: 'robot',
    SessionID,
    notice: { call },
  },
});

describe('a call’s line (#18)', () => {
  it('is a notice row carrying the call, live', () => {
    const { message, alert } = applyIncoming(useVisitorStore.getState(), callNotice('s-1'));
    expect(alert).toBeUndefined();
    expect(message?.type).toBe('Notice');
    expect(message?.notice).toEqual({ type: CALL_NOTICE, data: { call } });
  });

  it('never reopens a conversation: a call ends with its session, its line may come after', () => {
    const after = applyIncoming(
      { ...useVisitorStore.getState(), sessionId: 's-2' },
      callNotice('s-1'),
    );
    expect('sessionId' in after.patch).toBe(false);
  });

  it('is a notice row in history too', () => {
    const row = fromHistory(
      {
        message_type: `Notice:${CALL_NOTICE}`,
        client_type: 'robot',
        send_time: '2026-11-27T09:00:00Z',
        message_id: 'm-call',
        notice: { call },
      } as Parameters<typeof fromHistory>[0],
      's-1',
    );
    expect(row?.notice).toEqual({ type: CALL_NOTICE, data: { call } });
  });
});
