import { consoleApi, ownApi, reviewApi, WHISPER_TYPE } from '@/lib/contract';
import { contractCase } from '../support/define';
import { notice, saying, startChat } from '../support/flows';

/** /review: search, transcripts and the supervisor's whisper (SPEC §7 spy-on). */
export const reviewCases = [
  contractCase(
    'review: filters, a search by keyword and by state, a transcript; a visitor is 403, no token 401',
    [
      reviewApi.filters,
      reviewApi.sessions,
      reviewApi.transcript,
      ownApi.sessionList,
      ownApi.sessionMessages,
    ],
    async (t) => {
      const supervisor = await t.supervisor('wang');
      const filters = await supervisor.api.call(reviewApi.filters);
      expect(filters.engineers).toHaveLength(9);
      expect(filters.skills.map((s) => s.queue_code)).toEqual(['NB', 'DT', 'TAB', 'MON', 'SRV']);
      const all = await supervisor.api.call(reviewApi.sessions, { query: {} });
      expect(all.items.map((s) => s.id)).toEqual(['demo-s3', 'demo-s2', 'demo-s1']);
      const wifi = await supervisor.api.call(reviewApi.sessions, {
        query: { keyword: 'WIFI', state: 'closed' },
      });
      expect(wifi.items.map((s) => [s.id, s.match])).toEqual([['demo-s2', '笔记本连 WiFi 老是断']]);
      const transcript = await supervisor.api.call(reviewApi.transcript, {
        params: { id: 'demo-s1' },
        query: { size: 4 },
      });
      expect([transcript.data.length, transcript.has_more]).toEqual([4, true]);
      // What the reviewer reads is what the visitor's own history shows.
      const demo = t.api('demo-visitor-token');
      expect((await demo.call(ownApi.sessionList)).map((s) => s.id)).toEqual(
        all.items.map((s) => s.id),
      );
      const own = await demo.call(ownApi.sessionMessages, { params: { id: 'demo-s1' } });
      expect(own.data.slice(-4)).toEqual(transcript.data);
      const visitor = await t.visitor();
      const forbidden = await t.failure(visitor.api.call(reviewApi.filters));
      expect(forbidden).toEqual({ code: 'http', status: 403, info: '无权审阅会话' });
      const anonymous = await t.failure(t.api().call(reviewApi.sessions, { query: {} }));
      expect(anonymous).toEqual({ code: 'http', status: 401, info: '非法身份' });
      const tooMany = await t.raw('GET', '/api/csc/review/sessions', {
        query: { token: supervisor.token, size: '1000' },
      });
      expect(tooMany.status).toBe(400);
      t.record('filters', filters);
      t.record('sessions', all);
      t.record('keyword WIFI', wifi);
      t.record('transcript', transcript);
      t.record('visitor', forbidden);
      t.record('no token', anonymous);
      t.record('page too big', tooMany);
    },
  ),

  contractCase(
    'spy-on: a supervisor whispers to the engineer of a live session, never to the visitor',
    [ownApi.spyOn, reviewApi.transcript],
    async (t) => {
      const chat = await startChat(t);
      const supervisor = await t.supervisor('wang');
      await supervisor.api.call(ownApi.spyOn, {
        body: { content: '注意核实序列号', to: 'E0001', sessionId: chat.sessionId },
      });
      const whisper = await chat.engineerIm.next('NOTIFY', notice(WHISPER_TYPE));
      // A message said after the whisper reaches the visitor; the whisper did not.
      await chat.visitor.api.call(ownApi.send, {
        body: {
          token: chat.visitor.token,
          message_body: { MsgType: 'text', Content: '在吗', CreateTime: 1 },
        },
      });
      const said = await chat.visitorIm.next('MSG', saying('在吗'));
      // The engineer's client reads it on arrival; the transcript is read after that receipt
      // (on a cluster the receipt crosses nodes and may land after the visitor's echo).
      await chat.visitorIm.next('READ', (e) => e.data.messageIds.includes(said.message.MessageID));
      expect(chat.visitorIm.all('NOTIFY').filter(notice(WHISPER_TYPE))).toEqual([]);
      const transcript = await supervisor.api.call(reviewApi.transcript, {
        params: { id: chat.sessionId },
        query: {},
      });
      expect(transcript.whispers.map((w) => [w.content, w.to])).toEqual([
        ['注意核实序列号', 'E0001'],
      ]);
      const wrong = await t.failure(
        supervisor.api.call(ownApi.spyOn, {
          body: { content: '你好', to: 'E1002', sessionId: chat.sessionId },
        }),
      );
      expect(wrong).toEqual({ code: 'http', status: 409, info: '该工程师不在此会话中' });
      t.record('whisper', whisper.message);
      t.record('transcript', transcript);
      t.record('to the wrong engineer', wrong);
    },
  ),

  contractCase(
    'review sign-in: a supervisor gets a token and stays as they were; an engineer is 403 (#19)',
    [reviewApi.login, reviewApi.logout, reviewApi.filters],
    async (t) => {
      const statusOf = async (code: string) =>
        (await t.api().call(ownApi.engineerList, { query: { skill: 'NB' } })).find(
          (e) => e.engineer_code === code,
        )?.status;
      // 孙 (E1008) is offline and no supervisor; the demo engineer (E0001) is offline and is one.
      const demoBefore = await statusOf('E0001');
      const signedIn = await t.api().call(reviewApi.login, {
        body: { account: 'demo', password: 'demo123' },
      });
      expect(signedIn.supervisor).toEqual({ code: 'E0001', name: '演示工程师' });
      expect(await statusOf('E0001')).toBe(demoBefore);
      expect((await t.api(signedIn.token).call(reviewApi.filters)).engineers.length).toBe(9);
      const engineer = await t.failure(
        t.api().call(reviewApi.login, { body: { account: 'sun', password: 'demo123' } }),
      );
      expect(engineer).toEqual({ code: 'http', status: 403, info: '无权审阅会话' });
      // An engineer's console token does not open the review either.
      const console = await t.engineer('li');
      const refused = await t.failure(console.api.call(reviewApi.filters));
      expect(refused).toEqual({ code: 'http', status: 403, info: '无权审阅会话' });
      const wrong = await t.failure(
        t.api().call(reviewApi.login, { body: { account: 'demo', password: 'nope' } }),
      );
      expect(wrong).toEqual({ code: 'http', status: 401, info: '账号或密码错误' });
      // Each sign-in has its own token and ends on its own: review's is not the console's.
      const demoConsole = await t.engineer('demo');
      expect(demoConsole.token).not.toBe(signedIn.token);
      const consoleOnReview = await t.failure(demoConsole.api.call(reviewApi.filters));
      expect(consoleOnReview).toEqual({ code: 'http', status: 403, info: '无权审阅会话' });
      await t.api(signedIn.token).call(reviewApi.logout);
      const ended = await t.failure(t.api(signedIn.token).call(reviewApi.filters));
      expect(ended).toEqual({ code: 'http', status: 401, info: '非法身份' });
      expect(await demoConsole.api.call(consoleApi.waiting)).toBeDefined();
      t.record('supervisor', signedIn.supervisor);
      t.record('engineer', engineer);
      t.record('wrong password', wrong);
    },
  ),

  contractCase(
    'audit log: opening, watching and whispering are logged once each, newest first, for supervisors (#19)',
    [reviewApi.audit, reviewApi.transcript, ownApi.spyOn],
    async (t) => {
      const chat = await startChat(t);
      const supervisor = await t.supervisor('wang');
      const empty = await supervisor.api.call(reviewApi.audit);
      expect(empty.total).toBe(0);
      // A closed conversation is viewed; the live one is watched, its polling is the same look.
      await supervisor.api.call(reviewApi.transcript, { params: { id: 'demo-s1' }, query: {} });
      const live = await supervisor.api.call(reviewApi.transcript, {
        params: { id: chat.sessionId },
        query: {},
      });
      await supervisor.api.call(reviewApi.transcript, {
        params: { id: chat.sessionId },
        query: { after: live.data.at(-1)?.message_id },
      });
      await supervisor.api.call(reviewApi.transcript, {
        params: { id: chat.sessionId },
        query: {},
      });
      await supervisor.api.call(ownApi.spyOn, {
        body: { content: '注意核实序列号', to: 'E0001', sessionId: chat.sessionId },
      });
      const log = await supervisor.api.call(reviewApi.audit, { query: { size: 10 } });
      expect(log.items.map((e) => [e.action, e.actor.code, e.session_id])).toEqual([
        ['whisper', 'E1001', chat.sessionId],
        ['watch', 'E1001', chat.sessionId],
        ['view', 'E1001', 'demo-s1'],
      ]);
      expect(log.items[0]).toMatchObject({ to: 'E0001', content: '注意核实序列号' });
      expect(log.total).toBe(3);
      // The demo engineer serving the chat supervises too; 李 does not.
      const li = await t.engineer('li');
      const engineer = await t.failure(li.api.call(reviewApi.audit));
      expect(engineer).toEqual({ code: 'http', status: 403, info: '无权审阅会话' });
      t.record('empty', empty);
      t.record('log', log);
      t.record('engineer', engineer);
    },
  ),
];
