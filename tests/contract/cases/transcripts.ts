import { consoleApi, ownApi, reviewApi, userCenterApi, type TranscriptFile } from '@/lib/contract';
import { contractCase } from '../support/define';
import { saying, startChat } from '../support/flows';

/** What a transcript file says, in facts that are the same on every host (ids and times vary). */
const facts = (file: TranscriptFile, sessionId: string) => ({
  filename: file.filename.replace(sessionId, '<session>').replace(/\d{8}/, '<day>'),
  doctype: file.html.startsWith('<!doctype html>'),
  lines: ['我的电脑蓝屏了', '请先重启试试', '悄悄话', '先核实序列号'].filter((text) =>
    file.html.includes(text),
  ),
  hostileTag: file.html.includes('<b>'),
  zone: /<dt>(?:时区|Time zone)<\/dt><dd>([^<]+)<\/dd>/.exec(file.html)?.[1],
});

/** #17 item 2: the conversation as a file for each of its readers, and by e-mail. */
export const transcriptCases = [
  contractCase(
    'transcript file: the visitor, their engineer and a supervisor (with whispers, audited) download it; others 404; by e-mail it is queued',
    [
      ownApi.transcriptFile,
      ownApi.transcriptEmail,
      consoleApi.transcriptFile,
      reviewApi.transcriptFile,
    ],
    async (t) => {
      const chat = await startChat(t);
      const say = async (text: string) => {
        await chat.visitor.api.call(ownApi.send, {
          body: {
            token: chat.visitor.token,
            message_body: { MsgType: 'text', Content: text, CreateTime: 1 },
          },
        });
        await chat.engineerIm.next('MSG', saying(text));
      };
      await say('我的电脑蓝屏了 <b>');
      await chat.engineer.api.call(consoleApi.send, {
        body: { session_id: chat.sessionId, MsgType: 'text', Content: '请先重启试试' },
      });
      const supervisor = await t.supervisor('wang');
      await supervisor.api.call(ownApi.spyOn, {
        body: { content: '先核实序列号', to: 'E0001', sessionId: chat.sessionId },
      });
      const id = { params: { id: chat.sessionId }, query: { tz: 'UTC' } };

      const mine = await chat.visitor.api.call(ownApi.transcriptFile, id);
      const engineers = await chat.engineer.api.call(consoleApi.transcriptFile, id);
      const reviewers = await supervisor.api.call(reviewApi.transcriptFile, id);
      expect(facts(mine, chat.sessionId)).toEqual({
        filename: 'webchat-<session>-<day>.html',
        doctype: true,
        lines: ['我的电脑蓝屏了', '请先重启试试'],
        hostileTag: false,
        zone: 'UTC',
      });
      expect(facts(engineers, chat.sessionId).lines).toEqual(['我的电脑蓝屏了', '请先重启试试']);
      expect(facts(reviewers, chat.sessionId).lines).toEqual([
        '我的电脑蓝屏了',
        '请先重启试试',
        '悄悄话',
        '先核实序列号',
      ]);
      const log = await supervisor.api.call(reviewApi.audit, { query: { size: 10 } });
      expect(log.items[0]).toMatchObject({ action: 'transcript', session_id: chat.sessionId });

      // Nobody else's: another visitor, an engineer who did not serve it.
      const stranger = await t.visitor();
      const strangers = await t.failure(stranger.api.call(ownApi.transcriptFile, id));
      expect(strangers).toEqual({ code: 'http', status: 404, info: '会话不存在' });
      const li = await t.engineer('li');
      const others = await t.failure(li.api.call(consoleApi.transcriptFile, id));
      expect(others.status).toBe(404);

      // A guest has proved no address: nothing is mailed to one typed in (#37 item 6).
      const unproved = await t.failure(
        chat.visitor.api.call(ownApi.transcriptEmail, {
          body: { session_id: chat.sessionId, email: 'zhang@example.com', tz: 'UTC' },
        }),
      );
      expect(unproved).toEqual({
        code: 'http',
        status: 403,
        info: '聊天记录只能发送到您已通过验证码验证的邮箱',
      });
      // A visitor signed in with a code sent to their address: it goes there.
      const sent = await t
        .api()
        .call(userCenterApi.sendCode, { params: { code: 'li@example.com' } });
      const proved = await t.api().call(ownApi.login, {
        body: { email: 'li@example.com', code: sent?.shown_code ?? '' },
      });
      const liApi = t.api(proved.token);
      const robot = await liApi.call(ownApi.robotStart, { query: { channel: 'webchat' } });
      const mail = await liApi.call(ownApi.transcriptEmail, {
        body: { session_id: robot.session_id, email: 'li@example.com', tz: 'UTC' },
      });
      expect(mail).toEqual({ mail_id: expect.any(String), status: 'queued' });
      // The client checks the address with the same pattern; the server does too.
      const badAddress = await t.raw('POST', '/api/csc/session/c/transcript/email', {
        query: { token: chat.visitor.token },
        body: { session_id: chat.sessionId, email: 'zhang@' },
      });
      expect(badAddress.status).toBe(400);

      t.record('visitor file', facts(mine, chat.sessionId));
      t.record('engineer file', facts(engineers, chat.sessionId));
      t.record('supervisor file', facts(reviewers, chat.sessionId));
      t.record('audit', log.items[0]);
      t.record('another visitor', strangers);
      t.record('another engineer', others);
      t.record('mail', { status: mail.status });
      t.record('bad address', badAddress.status);
    },
  ),
];
