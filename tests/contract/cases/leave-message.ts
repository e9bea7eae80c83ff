import { consoleApi, openness, ownApi } from '@/lib/contract';
import { contractCase } from '../support/define';

/**
 * #17 item 3: whether anyone can answer now (SPEC's onlineEngineer, with the project's hours),
 * a message left when nobody can, which the visitor and the engineers of its skill both find,
 * and the pre-chat form a project asks before a transfer. The suite runs on the real clock: the
 * hours are checked against openness() at the time of the call, and not recorded where they vary.
 */
export const leaveMessageCases = [
  contractCase(
    "availability: SPEC's count, whether a transfer is served now, a project's hours and form",
    [ownApi.onlineEngineer, ownApi.company],
    async (t) => {
      const { api } = await t.visitor();
      const open = await api.call(ownApi.onlineEngineer, { query: { skill: 'NB' } });
      expect(open).toEqual({ online: 2, open: true });
      const nobody = await api.call(ownApi.onlineEngineer, { query: { skill: 'NOBODY' } });
      expect(nobody).toEqual({ online: 0, open: false, reason: 'no_engineer' });
      const every = await api.call(ownApi.onlineEngineer, { query: { skill: '' } });
      expect(every.open).toBe(true);

      const legionCompany = await api.call(ownApi.company, { query: { project_id: 'Legion' } });
      const hours = legionCompany.service_hours;
      expect(hours?.time_zone).toBe('Asia/Shanghai');
      const legion = await api.call(ownApi.onlineEngineer, {
        query: { skill: 'NB', project_id: 'Legion' },
      });
      expect(legion.hours).toEqual(hours);
      const expected = openness(hours, Date.now());
      expect(legion.open).toBe(expected.open);
      if (!expected.open) {
        expect(legion.reason).toBe(expected.reason);
        expect(Date.parse(legion.opens_at ?? '')).toBe(expected.opensAt);
      }
      const thinkpad = await api.call(ownApi.company, { query: { project_id: 'ThinkPad' } });
      expect(thinkpad.pre_chat?.fields.filter((f) => f.required).map((f) => f.name)).toEqual([
        'name',
        'phone',
      ]);
      t.record('NB', open);
      t.record('a skill nobody serves', nobody);
      t.record('Legion hours', legion.hours);
      t.record('ThinkPad pre-chat form', thinkpad.pre_chat);
    },
  ),

  contractCase(
    'leave a message: a ticket in the visitor’s list and the console’s, handled once; refusals 422',
    [ownApi.leaveMessage, ownApi.ticketList, consoleApi.leftMessages, consoleApi.handleLeftMessage],
    async (t) => {
      const visitor = await t.visitor();
      const body = {
        queue_code: 'NB',
        name: ' 李四 ',
        phone: '13812345678',
        message: '电脑开不了机，电源灯不亮，已经试过长按电源键十秒。',
        attachments: ['/uploads/left/photo.png'],
      };
      const left = await visitor.api.call(ownApi.leaveMessage, { body });
      expect(left.ticket_no).toMatch(/^LM\d{10}$/);
      expect(left.status).toBe('待处理');
      const tickets = await visitor.api.call(ownApi.ticketList);
      expect(tickets[0]).toMatchObject({
        ticket_no: left.ticket_no,
        kind: 'message',
        title: '留言：电脑开不了机，电源灯不亮，已经试过长按电',
      });

      const engineer = await t.engineer('demo');
      const listed = await engineer.api.call(consoleApi.leftMessages, {
        query: { state: 'open' },
      });
      expect(listed[0]).toMatchObject({ ticket_no: left.ticket_no, name: '李四', state: 'open' });
      const handled = await engineer.api.call(consoleApi.handleLeftMessage, {
        params: { no: left.ticket_no },
      });
      expect(handled).toMatchObject({ state: 'handled', handled_by: engineer.code });
      const again = await t.failure(
        engineer.api.call(consoleApi.handleLeftMessage, { params: { no: left.ticket_no } }),
      );
      expect(again.status).toBe(409);
      const unknown = await t.failure(
        engineer.api.call(consoleApi.handleLeftMessage, { params: { no: 'LM2020999999' } }),
      );
      expect(unknown.status).toBe(404);
      const stillOpen = await engineer.api.call(consoleApi.leftMessages, {
        query: { state: 'open' },
      });
      expect(stillOpen.map((m) => m.ticket_no)).not.toContain(left.ticket_no);
      const all = await engineer.api.call(consoleApi.leftMessages);
      expect(all[0]?.state).toBe('handled');
      const afterwards = await visitor.api.call(ownApi.ticketList);
      expect(afterwards[0]?.status).toBe('已处理');

      const refusal = (change: Record<string, string>) =>
        t.failure(visitor.api.call(ownApi.leaveMessage, { body: { ...body, ...change } }));
      const noContact = await refusal({ phone: '' });
      const badPhone = await refusal({ phone: '12345' });
      const badEmail = await refusal({ email: 'nobody@' });
      for (const failure of [noContact, badPhone, badEmail]) expect(failure.status).toBe(422);
      const raw = await t.raw('POST', '/api/csc/webchat/leaveMessage', {
        query: { token: visitor.token },
        body: { ...body, phone: undefined },
      });
      expect(raw.body).toMatchObject({ message: { code: 'contact_required' } });

      t.record('left', left);
      t.record('visitor tickets', tickets);
      t.record('console, open', listed);
      t.record('handled', handled);
      t.record('handled again', again);
      t.record('unknown number', unknown);
      t.record('console, all', all);
      t.record('visitor tickets afterwards', afterwards);
      t.record('refused', { noContact, badPhone, badEmail });
      t.record('no contact, the envelope', raw);
    },
  ),

  contractCase(
    'pre-chat form: a project that asks refuses a transfer without the answers; the console sees them',
    [ownApi.selectBigQueue, consoleApi.waiting],
    async (t) => {
      const visitor = await t.visitor('ThinkPad');
      const queue = { token: visitor.token, queue_code: 'NB', pathway: 'webchat' };
      const missing = await t.failure(visitor.api.call(ownApi.selectBigQueue, { body: queue }));
      expect(missing).toMatchObject({ status: 422, info: '请填写姓名' });
      const badPhone = await t.failure(
        visitor.api.call(ownApi.selectBigQueue, {
          body: { ...queue, pre_chat: { name: '王五', phone: '123' } },
        }),
      );
      expect(badPhone.status).toBe(422);
      const answers = { name: '王五', phone: '13912345678', product: 'pl-nb' };
      const queued = await visitor.api.call(ownApi.selectBigQueue, {
        body: { ...queue, pre_chat: { ...answers, email: ' ' } },
      });
      const engineer = await t.engineer('demo');
      const waiting = await engineer.api.call(consoleApi.waiting);
      const row = waiting.find((w) => w.session_id === queued?.session_id);
      expect(row?.pre_chat).toEqual(answers);
      t.record('no answers', missing);
      t.record('a bad phone', badPhone);
      t.record('waiting row', row);
    },
  ),
];
