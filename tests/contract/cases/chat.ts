import { consoleApi, ownApi } from '@/lib/contract';
import { contractCase } from '../support/define';
import { notice, saying, startChat } from '../support/flows';

/** A visitor and an engineer talking: the same envelope on both sockets, receipts, typing. */
export const chatCases = [
  contractCase(
    'accept: the visitor hears CreateSession with the engineer and chatGetUserStatus fires',
    [consoleApi.login, consoleApi.accept, consoleApi.sessions, ownApi.currentStatus],
    async (t) => {
      const heard: unknown[] = [];
      const { win } = t;
      const listen = (e: Event) => heard.push((e as CustomEvent).detail);
      win.addEventListener('chatGetUserStatus', listen);
      try {
        const chat = await startChat(t);
        const created = await chat.visitorIm.next('NOTIFY', notice('CreateSession'));
        const engineerSide = await chat.engineerIm.next('NOTIFY', notice('CreateSession'));
        expect(engineerSide.message).toEqual(created.message);
        expect(created.message.MessageBody.notice).toMatchObject({ engineer_code: 'E0001' });
        expect(heard).toContainEqual(created.message.MessageBody);
        const sessions = await chat.engineer.api.call(consoleApi.sessions);
        expect(sessions.map((s) => s.session_id)).toEqual([chat.sessionId]);
        const status = await chat.visitor.api.call(ownApi.currentStatus);
        expect(status).toMatchObject({ status: 'chatting', engineer: { engineer_code: 'E0001' } });
        t.record('create session', created.message);
        t.record('console sessions', sessions);
        t.record('visitor status', status);
      } finally {
        win.removeEventListener('chatGetUserStatus', listen);
      }
    },
  ),

  contractCase(
    'messages both ways arrive on both sockets with one envelope, and read receipts reach the sender',
    [ownApi.send, consoleApi.send, ownApi.sessionMessages],
    async (t) => {
      const chat = await startChat(t);
      const sent = await chat.visitor.api.call(ownApi.send, {
        body: {
          token: chat.visitor.token,
          message_body: { MsgType: 'text', Content: '屏幕闪烁', CreateTime: 1, ClientMsgId: 'v-1' },
        },
      });
      const atEngineer = await chat.engineerIm.next('MSG', saying('屏幕闪烁'));
      const atVisitor = await chat.visitorIm.next('MSG', saying('屏幕闪烁'));
      expect(atEngineer.message).toEqual(atVisitor.message);
      expect(atEngineer.message.MessageID).toBe(sent.messageID);
      // The engineer's client reads it on arrival: the visitor hears READ.
      const visitorRead = await chat.visitorIm.next('READ', (e) =>
        e.data.messageIds.includes(sent.messageID),
      );
      expect(visitorRead.data).toEqual({
        sessionId: chat.sessionId,
        messageIds: [sent.messageID],
        isRead: 2,
      });
      const reply = await chat.engineer.api.call(consoleApi.send, {
        body: {
          session_id: chat.sessionId,
          MsgType: 'text',
          Content: '请重启试试',
          ClientMsgId: 'e-1',
        },
      });
      const replyAtVisitor = await chat.visitorIm.next('MSG', saying('请重启试试'));
      const replyAtEngineer = await chat.engineerIm.next('MSG', saying('请重启试试'));
      expect(replyAtVisitor.message).toEqual(replyAtEngineer.message);
      const engineerRead = await chat.engineerIm.next('READ', (e) =>
        e.data.messageIds.includes(reply.messageID),
      );
      // A retried send (same ClientMsgId) is the same message, not a second one.
      const retried = await chat.visitor.api.call(ownApi.send, {
        body: {
          token: chat.visitor.token,
          message_body: { MsgType: 'text', Content: '屏幕闪烁', CreateTime: 1, ClientMsgId: 'v-1' },
        },
      });
      expect(retried).toEqual(sent);
      const history = await chat.visitor.api.call(ownApi.sessionMessages, {
        params: { id: chat.sessionId },
      });
      expect(history.data.map((m) => [m.message_type, m.text, m.is_read])).toEqual([
        // Notices are shown, not read: nobody sends a receipt for them.
        ['Notice:CreateSession', null, 1],
        ['Text', '屏幕闪烁', 2],
        ['Text', '请重启试试', 2],
      ]);
      const later = await chat.visitor.api.call(ownApi.sessionMessages, {
        params: { id: chat.sessionId },
        query: { after: sent.messageID },
      });
      expect(later.data.map((m) => m.message_id)).toEqual([reply.messageID]);
      t.record('visitor message', atEngineer.message);
      t.record('read by the engineer', visitorRead.data);
      t.record('engineer message', replyAtVisitor.message);
      t.record('read by the visitor', engineerRead.data);
      t.record('history', history);
      t.record('history after the first', later);
    },
  ),

  contractCase(
    'a repeated client id is the same message for every type from both sides (an outbox resend stores once)',
    [ownApi.send, consoleApi.send, consoleApi.transcript],
    async (t) => {
      const chat = await startChat(t);
      const media = (kind: string) => ({
        MediaUrl: `/uploads/2026/01/00000000-0000-4000-8000-00000000000${kind.length}.bin`,
        FileName: `${kind}.bin`,
        FileSize: 3,
        FileType: kind,
      });
      const visitorSend = (MsgType: 'text' | 'image' | 'file' | 'voice' | 'video', id: string) =>
        chat.visitor.api.call(ownApi.send, {
          body: {
            token: chat.visitor.token,
            message_body: {
              MsgType,
              CreateTime: 1,
              ClientMsgId: id,
              ...(MsgType === 'text' ? { Content: `v ${id}` } : media(MsgType)),
            },
          },
        });
      const engineerSend = (MsgType: 'text' | 'image' | 'file', id: string) =>
        chat.engineer.api.call(consoleApi.send, {
          body: {
            session_id: chat.sessionId,
            MsgType,
            ClientMsgId: id,
            ...(MsgType === 'text' ? { Content: `e ${id}` } : media(MsgType)),
          },
        });
      const firsts = [];
      for (const type of ['text', 'image', 'file', 'voice', 'video'] as const) {
        const first = await visitorSend(type, `v-${type}`);
        expect(await visitorSend(type, `v-${type}`)).toEqual(first);
        firsts.push(first.messageID);
      }
      for (const type of ['text', 'image', 'file'] as const) {
        const first = await engineerSend(type, `e-${type}`);
        expect(await engineerSend(type, `e-${type}`)).toEqual(first);
        firsts.push(first.messageID);
      }
      const transcript = await chat.engineer.api.call(consoleApi.transcript, {
        params: { id: chat.sessionId },
      });
      const stored = transcript.data
        .filter((m) => !m.message_type.startsWith('Notice'))
        .map((m) => m.message_id);
      expect(stored).toEqual(firsts);
      t.record(
        'stored once each',
        transcript.data.map((m) => [m.client_type, m.message_type]),
      );
    },
  ),

  contractCase(
    'a sender posting faster than 10 a second past a burst of 30 is refused with 429 rate_limited',
    [ownApi.send],
    async (t) => {
      const chat = await startChat(t);
      // Sixty at once: far more than the burst and what a tenth of a second refills.
      const outcomes = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          chat.visitor.api
            .call(ownApi.send, {
              body: {
                token: chat.visitor.token,
                message_body: {
                  MsgType: 'text',
                  Content: `#${i}`,
                  CreateTime: 1,
                  ClientMsgId: `r-${i}`,
                },
              },
            })
            .then(
              () => '200',
              (error: { status?: number; reason?: { code: string } }) =>
                `${error.status} ${error.reason?.code}`,
            ),
        ),
      );
      const passed = outcomes.filter((o) => o === '200').length;
      expect(passed).toBeGreaterThanOrEqual(30);
      expect(passed).toBeLessThan(60);
      expect(new Set(outcomes.filter((o) => o !== '200'))).toEqual(new Set(['429 rate_limited']));
      t.record(
        'refused',
        outcomes.find((o) => o !== '200'),
      );
    },
  ),

  contractCase(
    'typing: each side hears the other start and stop',
    [consoleApi.typing],
    async (t) => {
      const chat = await startChat(t);
      await chat.engineer.api.call(consoleApi.typing, {
        body: { session_id: chat.sessionId, typing: true },
      });
      const engineerTyping = await chat.visitorIm.next('TYPING');
      chat.visitorIm.client.typing(chat.sessionId, true);
      const visitorTyping = await chat.engineerIm.next('TYPING');
      chat.visitorIm.client.typing(chat.sessionId, false);
      const stopped = await chat.engineerIm.next('TYPING', (e) => !e.typing);
      expect([engineerTyping, visitorTyping, stopped]).toEqual([
        { name: 'TYPING', sessionId: chat.sessionId, typing: true },
        { name: 'TYPING', sessionId: chat.sessionId, typing: true },
        { name: 'TYPING', sessionId: chat.sessionId, typing: false },
      ]);
      t.record('typing', [engineerTyping, visitorTyping, stopped]);
    },
  ),

  contractCase(
    'engineer ends the session: the visitor hears SessionClosed; history and transcript keep it',
    [consoleApi.close, consoleApi.transcript, ownApi.sessionList, ownApi.sessionMessages],
    async (t) => {
      const chat = await startChat(t);
      await chat.visitor.api.call(ownApi.send, {
        body: {
          token: chat.visitor.token,
          message_body: { MsgType: 'text', Content: '谢谢', CreateTime: 1 },
        },
      });
      const thanks = await chat.engineerIm.next('MSG', saying('谢谢'));
      // The engineer's client reads it on arrival; ending waits for that receipt to land.
      await chat.visitorIm.next('READ', (e) =>
        e.data.messageIds.includes(thanks.message.MessageID),
      );
      await chat.engineer.api.call(consoleApi.close, { body: { session_id: chat.sessionId } });
      const closed = await chat.visitorIm.next('NOTIFY', notice('SessionClosed'));
      const list = await chat.visitor.api.call(ownApi.sessionList, {
        query: { page: 1, size: 10 },
      });
      expect(list.map((s) => [s.id, s.engineer_code, s.last_message, s.code])).toEqual([
        [chat.sessionId, 'E0001', '谢谢', 5],
      ]);
      const messages = await chat.visitor.api.call(ownApi.sessionMessages, {
        params: { id: chat.sessionId },
      });
      const transcript = await chat.engineer.api.call(consoleApi.transcript, {
        params: { id: chat.sessionId },
      });
      expect(transcript.data).toEqual(messages.data);
      const stranger = await t.visitor();
      const hidden = await t.failure(
        stranger.api.call(ownApi.sessionMessages, { params: { id: chat.sessionId } }),
      );
      expect(hidden).toEqual({ code: 'http', status: 404, info: '会话不存在' });
      t.record('closed', closed.message);
      t.record('session list', list);
      t.record('messages', messages);
      t.record('another visitor', hidden);
    },
  ),

  contractCase(
    'visitor ends the session (userclose): the engineer hears SessionClosed',
    [ownApi.userClose],
    async (t) => {
      const chat = await startChat(t);
      await chat.visitor.api.call(ownApi.userClose, { query: { session_id: chat.sessionId } });
      const closed = await chat.engineerIm.next('NOTIFY', notice('SessionClosed'));
      expect(closed.message.MessageBody.notice).toEqual({ by: 'user' });
      const status = await chat.visitor.api.call(ownApi.currentStatus);
      expect(status).toEqual({ status: 'idle' });
      const sessions = await chat.engineer.api.call(consoleApi.sessions);
      expect(sessions).toEqual([]);
      t.record('closed', closed.message);
    },
  ),
];
