import { ownApi } from '@/lib/contract';
import { contractCase } from '../support/define';
import { saying } from '../support/flows';

const QUESTION = '电脑开不了机';

/** SPEC §4 type 1: the robot greets, answers from the FAQ, and the socket resumes without gaps. */
export const robotCases = [
  contractCase(
    'robot: the greeting arrives on the socket, a known question gets an answer with articles, close',
    [
      ownApi.robotStart,
      ownApi.send,
      ownApi.sessionMessages,
      ownApi.currentStatus,
      ownApi.robotClose,
    ],
    async (t) => {
      const visitor = await t.visitor();
      const im = await t.im(visitor);
      const idle = await visitor.api.call(ownApi.currentStatus);
      expect(idle).toEqual({ status: 'idle' });
      const start = await visitor.api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
      const greeting = await im.next('MSG', (e) => e.message.MessageBody.ClientType === 'robot');
      const sent = await visitor.api.call(ownApi.send, {
        body: {
          token: visitor.token,
          message_body: { MsgType: 'text', Content: QUESTION, CreateTime: 1, ClientMsgId: 'c-1' },
        },
      });
      const own = await im.next('MSG', saying(QUESTION));
      expect(own.message.MessageID).toBe(sent.messageID);
      // The robot reads the question (the sender hears READ), then answers from the FAQ.
      const read = await im.next('READ');
      expect(read.data).toEqual({
        sessionId: start.session_id,
        messageIds: [sent.messageID],
        isRead: 2,
      });
      const answer = await im.next(
        'MSG',
        (e) => e.message.MessageBody.ClientType === 'robot' && e.message !== greeting.message,
      );
      const articles = answer.message.MessageBody.robot?.articles ?? [];
      expect(articles[0]).toEqual({ id: 'kb-no-power', title: expect.any(String) as string });
      const status = await visitor.api.call(ownApi.currentStatus);
      expect(status).toEqual({ status: 'robot', session_id: start.session_id });
      // The visitor's client reads the answer as it arrives; history shows everything read.
      const history = await t.eventually(
        () => visitor.api.call(ownApi.sessionMessages, { params: { id: start.session_id } }),
        (h) => h.data.every((m) => m.is_read === 2),
      );
      expect(history.data.map((m) => [m.client_type, m.is_read])).toEqual([
        ['robot', 2],
        ['user', 2],
        ['robot', 2],
      ]);
      await visitor.api.call(ownApi.robotClose, { query: { channel: 'webchat' } });
      const after = await visitor.api.call(ownApi.currentStatus);
      expect(after).toEqual({ status: 'idle' });
      t.record('robot start', start);
      t.record('greeting', greeting.message);
      t.record('send', sent);
      t.record('own message', own.message);
      t.record('read', read.data);
      t.record('answer', answer.message);
      t.record('status', status);
      t.record('history', history);
      t.record('status after close', after);
    },
  ),

  contractCase(
    'resume: a client that comes back hears what was said while it was away, once',
    [ownApi.robotStart, ownApi.send],
    async (t) => {
      const visitor = await t.visitor();
      const first = await t.im(visitor);
      await visitor.api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
      const greeting = await first.next('MSG');
      first.close();
      await visitor.api.call(ownApi.send, {
        body: {
          token: visitor.token,
          message_body: { MsgType: 'text', Content: '离线时发的', CreateTime: 1 },
        },
      });
      const back = await t.im(visitor, () => greeting.message.MessageID);
      const missed = await back.next('MSG', saying('离线时发的'));
      // The robot's answer comes live after the resume, not twice.
      await back.next('MSG', (e) => e.message.MessageBody.ClientType === 'robot');
      const ids = back.all('MSG').map((e) => e.message.MessageID);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(greeting.message.MessageID);
      t.record('missed', missed.message);
      t.record(
        'heard after coming back',
        back.all('MSG').map((e) => e.message.MessageBody.ClientType),
      );
    },
  ),
];
