import {
  availability as availabilityView,
  leftMessage,
  projectForms,
} from '../wire/leave-message-views';
import { consoleSession, ticket, waitingVisitor } from '../wire/views';
import { PRE_CHAT_MEMORY_SESSIONS } from './admission';
import {
  LEFT_MESSAGE_DAYS,
  LEFT_MESSAGE_PREFIX,
  LEFT_MESSAGE_STATUS,
  LEFT_MESSAGE_TITLE,
} from './leave-message';
import { makeCore, refusal, visitor } from '../testing/core-fixture';
import type { Project, ServiceHours } from './types';

const DAY = 24 * 60 * 60 * 1000;
/** 09:00-18:00 Beijing time on weekdays; New Year's Day closed. */
const HOURS: ServiceHours = {
  timeZone: 'Asia/Shanghai',
  days: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '18:00' })),
  holidays: ['2027-01-01'],
};
const cst = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);

/** The fixture's centre with the default project's hours and form set, at a Beijing time. */
async function centre(project: Partial<Project> = {}, at = cst('2026-11-23', '10:00')) {
  const fixture = await makeCore();
  const base = (await fixture.store.projects.get('DEFAULT_PROJECT'))!;
  await fixture.store.projects.put({ ...base, ...project });
  await fixture.store.productLines.put({
    id: 'pl-nb',
    name: '笔记本电脑',
    queueCode: 'NB',
    icon: '',
    description: '',
  });
  await fixture.clock.advance(at - fixture.clock.now());
  return fixture;
}

describe('availability', () => {
  it('is open with an engineer of the skill signed in and no hours', async () => {
    const { core } = await centre();
    expect(await core.availability(undefined, 'NB')).toEqual({ online: 2, open: true });
    // An empty skill counts every engineer; E3 is away (signed in, not online).
    expect(await core.availability(undefined, '')).toEqual({ online: 2, open: true });
    expect(await core.availability(undefined, 'SRV')).toEqual({ online: 0, open: true });
  });

  it('says no_engineer when nobody of the skill is signed in', async () => {
    const { core } = await centre();
    await core.setEngineerStatus('E3', 'offline');
    expect(await core.availability(undefined, 'SRV')).toEqual({
      online: 0,
      open: false,
      reason: 'no_engineer',
    });
    expect(await core.availability(undefined, 'TAB')).toMatchObject({ reason: 'no_engineer' });
  });

  it("follows the project's hours: closed in the evening, a holiday, with the next opening", async () => {
    const evening = await centre({ serviceHours: HOURS }, cst('2026-11-27', '19:00'));
    expect(await evening.core.availability(undefined, 'NB')).toEqual({
      online: 2,
      open: false,
      reason: 'closed',
      opensAt: cst('2026-11-30', '09:00'),
      hours: HOURS,
    });
    const holiday = await centre({ serviceHours: HOURS }, cst('2027-01-01', '10:00'));
    expect(await holiday.core.availability(undefined, 'NB')).toMatchObject({
      open: false,
      reason: 'holiday',
      opensAt: cst('2027-01-04', '09:00'),
    });
    const open = await centre({ serviceHours: HOURS }, cst('2026-11-23', '09:00'));
    expect(await open.core.availability(undefined, 'NB')).toEqual({
      online: 2,
      open: true,
      hours: HOURS,
    });
  });
});

describe('availability and a project, in the contract’s words', () => {
  it('is snake_case with the next opening as an ISO time, and the hours as the company carries them', async () => {
    const { core } = await centre({ serviceHours: HOURS }, cst('2026-11-27', '19:00'));
    const hours = {
      time_zone: 'Asia/Shanghai',
      days: HOURS.days,
      holidays: ['2027-01-01'],
    };
    expect(availabilityView(await core.availability(undefined, 'NB'))).toEqual({
      online: 2,
      open: false,
      reason: 'closed',
      opens_at: '2026-11-30T01:00:00.000Z',
      hours,
    });
    const form = { fields: [{ name: 'email' as const, required: false }] };
    expect(projectForms(await core.project(undefined))).toEqual({ service_hours: hours });
    expect(
      projectForms({ ...(await core.project(undefined))!, serviceHours: undefined, preChat: form }),
    ).toEqual({
      pre_chat: form,
    });
  });
});

describe('a transfer when nobody can answer', () => {
  it('is refused outside the hours with SPEC 1001 and out_of_hours, inviting a message', async () => {
    const { core, store } = await centre({ serviceHours: HOURS }, cst('2026-11-23', '18:00'));
    const v = await visitor(core);
    await expect(core.selectBigQueue(v, 'NB', 'webchat')).rejects.toMatchObject({
      status: 200,
      statusCode: 1001,
      info: '当前为非服务时间，您可以留言，我们会尽快联系您',
      reason: { code: 'out_of_hours' },
    });
    await expect(core.selectPersonal(v, 'NB', 'E1', 'webchat')).rejects.toMatchObject({
      statusCode: 1001,
      reason: { code: 'out_of_hours' },
    });
    expect(await store.sessions.queued()).toEqual([]);
  });

  it('with no engineer of the skill invites a message too', async () => {
    const { core } = await centre();
    await expect(core.selectBigQueue(await visitor(core), 'TAB', 'webchat')).rejects.toMatchObject({
      statusCode: 1001,
      info: '当前技能组暂无工程师在线，您可以留言，我们会尽快联系您',
      reason: { code: 'no_engineer_online' },
    });
  });
});

describe('the pre-chat form', () => {
  const FORM: Project['preChat'] = {
    fields: [
      { name: 'name', required: true },
      { name: 'phone', required: true },
      { name: 'product', required: false },
    ],
  };

  it('refuses a transfer without a required answer (422, naming the field)', async () => {
    const { core } = await centre({ preChat: FORM });
    const v = await visitor(core);
    expect(await refusal(() => core.selectBigQueue(v, 'NB', 'webchat'))).toEqual({
      status: 422,
      code: 'pre_chat_required',
    });
    await expect(
      core.selectBigQueue(v, 'NB', 'webchat', { preChat: { name: '张三', phone: ' ' } }),
    ).rejects.toMatchObject({ info: '请填写手机号', reason: { values: { field: 'phone' } } });
    await expect(
      core.selectPersonal(v, 'NB', 'E1', 'webchat', { preChat: { phone: '13812345678' } }),
    ).rejects.toMatchObject({ info: '请填写姓名', reason: { values: { field: 'name' } } });
  });

  it('names each field in its refusal', async () => {
    const every: Project['preChat'] = {
      fields: [
        { name: 'email', required: true },
        { name: 'product', required: true },
      ],
    };
    const { core } = await centre({ preChat: every });
    const v = await visitor(core);
    await expect(core.selectBigQueue(v, 'NB', 'webchat')).rejects.toMatchObject({
      info: '请填写邮箱',
      reason: { code: 'pre_chat_required', values: { field: 'email' } },
    });
    await expect(
      core.selectBigQueue(v, 'NB', 'webchat', { preChat: { email: 'a@example.com' } }),
    ).rejects.toMatchObject({ info: '请填写咨询产品', reason: { values: { field: 'product' } } });
  });

  it('refuses a phone, an e-mail or a product that is not valid', async () => {
    const { core } = await centre();
    const v = await visitor(core);
    const send = (preChat: Record<string, string>) => () =>
      core.selectBigQueue(v, 'NB', 'webchat', { preChat });
    expect(await refusal(send({ phone: '1381234' }))).toEqual({
      status: 422,
      code: 'invalid_phone',
    });
    expect(await refusal(send({ email: 'a@b' }))).toEqual({ status: 422, code: 'invalid_email' });
    expect(await refusal(send({ product: 'pl-none' }))).toEqual({
      status: 422,
      code: 'invalid_request',
    });
  });

  it('keeps the answers on the session, trimmed and cleaned, and shows them to the console', async () => {
    const { core, store } = await centre({ preChat: FORM });
    const v = await visitor(core);
    const { sessionId } = await core.selectBigQueue(v, 'NB', 'webchat', {
      preChat: { name: ' 张\u202E三 ', phone: ' 13812345678 ', email: '', product: 'pl-nb' },
    });
    const answers = { name: '张三', phone: '13812345678', product: 'pl-nb' };
    expect((await store.sessions.get(sessionId!))?.preChat).toEqual(answers);
    const [waiting] = await core.waiting('E1');
    expect(waitingVisitor(waiting!).pre_chat).toEqual(answers);
    expect(consoleSession(await core.accept('E1', sessionId!)).pre_chat).toEqual(answers);
    const [row] = await core.activeSessions('E1');
    expect(consoleSession(row!).pre_chat).toEqual(answers);
  });

  it('is asked once: a later transfer without answers keeps the last ones given', async () => {
    const { core, store } = await centre({ preChat: FORM });
    const v = await visitor(core);
    const first = await core.selectBigQueue(v, 'NB', 'webchat', {
      preChat: { name: '张三', phone: '13812345678' },
    });
    await core.accept('E1', first.sessionId!);
    await core.closeByEngineer('E1', first.sessionId!);
    const again = await core.selectBigQueue(v, 'NB', 'webchat');
    expect((await store.sessions.get(again.sessionId!))?.preChat).toEqual({
      name: '张三',
      phone: '13812345678',
    });
    expect(PRE_CHAT_MEMORY_SESSIONS).toBe(20);
  });

  it('leaves a session without answers when the project asks nothing and none are given', async () => {
    const { core, store } = await centre();
    const { sessionId } = await core.selectBigQueue(await visitor(core), 'NB', 'webchat');
    expect((await store.sessions.get(sessionId!))?.preChat).toBeUndefined();
  });
});

describe('leaving a message', () => {
  const MESSAGE = {
    name: '  李\u202E四 ',
    phone: '13812345678',
    message: '  电脑开不了机，电源灯不亮，已经试过长按电源键十秒，还是没有反应。  ',
    queueCode: 'NB',
  };

  it('becomes a ticket the visitor sees among their tickets', async () => {
    const { core } = await centre({ serviceHours: HOURS }, cst('2026-11-23', '20:00'));
    const v = await visitor(core);
    const left = await core.leaveMessage(v, { ...MESSAGE, attachments: ['/uploads/a.png'] });
    expect(left).toMatchObject({
      ticketNo: 'LM2026000001',
      kind: 'message',
      title: '留言：电脑开不了机，电源灯不亮，已经试过长按电',
      status: '待处理',
      queueCode: 'NB',
      description: '电脑开不了机，电源灯不亮，已经试过长按电源键十秒，还是没有反应。',
      attachments: ['/uploads/a.png'],
      contact: { name: '李四', phone: '13812345678' },
    });
    expect(LEFT_MESSAGE_PREFIX).toBe('LM');
    expect(LEFT_MESSAGE_TITLE).toEqual({ prefix: '留言：', length: 20 });
    expect(LEFT_MESSAGE_STATUS).toEqual({ open: '待处理', handled: '已处理' });
    expect((await core.tickets(v)).map(ticket)).toEqual([
      {
        ticket_no: 'LM2026000001',
        kind: 'message',
        title: left.title,
        status: '待处理',
        created_at: '2026-11-23T12:00:00.000Z',
      },
    ]);
    const second = await core.leaveMessage(v, {
      ...MESSAGE,
      phone: undefined,
      email: 'li@example.com',
    });
    expect(second.ticketNo).toBe('LM2026000002');
    expect(second.contact).toEqual({ name: '李四', email: 'li@example.com' });
  });

  it("counts in review's service metrics under its skill (#17 item 6)", async () => {
    const { core } = await centre();
    const v = await visitor(core);
    await core.leaveMessage(v, MESSAGE);
    await core.leaveMessage(v, { ...MESSAGE, queueCode: undefined });
    const metrics = await core.reviewMetrics({}, 'Asia/Shanghai');
    expect(metrics.total.leaveMessages).toBe(2);
    expect(metrics.skills.find((s) => s.key === 'NB')?.leaveMessages).toBe(1);
  });

  it('is refused without a way to answer, with a bad phone or e-mail, or a bad attachment', async () => {
    const { core } = await centre();
    const v = await visitor(core);
    const leave = (change: Record<string, unknown>) => () =>
      core.leaveMessage(v, { ...MESSAGE, ...change });
    expect(await refusal(leave({ phone: ' ' }))).toEqual({ status: 422, code: 'contact_required' });
    expect(await refusal(leave({ phone: '12345' }))).toEqual({
      status: 422,
      code: 'invalid_phone',
    });
    expect(await refusal(leave({ email: 'nobody' }))).toEqual({
      status: 422,
      code: 'invalid_email',
    });
    expect(await refusal(leave({ name: ' \u202E ' }))).toEqual({
      status: 422,
      code: 'invalid_request',
    });
    expect(await refusal(leave({ message: '   ' }))).toEqual({
      status: 422,
      code: 'content_required',
    });
    expect(await refusal(leave({ attachments: ['javascript:alert(1)'] }))).toEqual({
      status: 422,
      code: 'invalid_request',
    });
    // Another host's address, however it is written: a browser reads /\\host as //host.
    for (const elsewhere of [
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'https://evil.example/a.png',
      '/uploads/../../etc/passwd',
    ])
      expect(await refusal(leave({ attachments: [elsewhere] }))).toEqual({
        status: 422,
        code: 'invalid_request',
      });
    expect(await refusal(leave({ queueCode: 'NOPE' }))).toEqual({
      status: 422,
      code: 'invalid_request',
    });
    expect(await core.tickets(v)).toEqual([]);
  });
});

describe("the console's left messages", () => {
  it("lists those of the engineer's skills and those for everyone, newest first; handled ones for 30 days, open ones until answered", async () => {
    const { core, clock } = await centre();
    const v = await visitor(core);
    const old = await core.leaveMessage(v, { name: '甲', phone: '13812345678', message: '旧的' });
    await clock.advance(2 * DAY);
    const nb = await core.leaveMessage(v, {
      name: '乙',
      phone: '13812345678',
      message: '笔记本',
      queueCode: 'NB',
    });
    const srv = await core.leaveMessage(v, {
      name: '丙',
      email: 'c@example.com',
      message: '服务器',
      queueCode: 'SRV',
    });
    const numbers = async (code: string, state?: 'open' | 'handled') =>
      (await core.leftMessages(code, state)).map((t) => t.ticketNo);
    expect(await numbers('E1')).toEqual([nb.ticketNo, old.ticketNo]);
    expect(await numbers('E3')).toEqual([srv.ticketNo, old.ticketNo]);
    await core.handleLeftMessage('E1', nb.ticketNo);
    await clock.advance(LEFT_MESSAGE_DAYS * DAY + 1);
    expect(LEFT_MESSAGE_DAYS).toBe(30);
    // The handled one, 30 days on, has gone; the open one, older, stays until someone answers.
    expect(await numbers('E1')).toEqual([old.ticketNo]);
    expect(await numbers('E1', 'handled')).toEqual([]);
    expect(await numbers('E1', 'open')).toEqual([old.ticketNo]);
  });

  it('marks one handled once, by an engineer of its skill', async () => {
    const { core, clock, store } = await centre();
    const v = await visitor(core);
    const left = await core.leaveMessage(v, {
      name: '乙',
      phone: '13812345678',
      message: '笔记本',
      queueCode: 'NB',
    });
    expect(await refusal(() => core.handleLeftMessage('E3', left.ticketNo))).toEqual({
      status: 404,
      code: 'message_not_found',
    });
    expect(await refusal(() => core.handleLeftMessage('E1', 'LM2026999999'))).toEqual({
      status: 404,
      code: 'message_not_found',
    });
    await clock.advance(60_000);
    const handled = await core.handleLeftMessage('E1', left.ticketNo);
    expect(leftMessage(handled)).toEqual({
      ticket_no: left.ticketNo,
      queue_code: 'NB',
      name: '乙',
      phone: '13812345678',
      message: '笔记本',
      attachments: [],
      state: 'handled',
      created_at: new Date(left.createdAt).toISOString(),
      handled_by: 'E1',
      handled_at: new Date(left.createdAt + 60_000).toISOString(),
    });
    expect(await refusal(() => core.handleLeftMessage('E2', left.ticketNo))).toEqual({
      status: 409,
      code: 'already_handled',
    });
    expect((await store.tickets.get(left.ticketNo))?.status).toBe('已处理');
    expect((await core.leftMessages('E1', 'open')).length).toBe(0);
    expect((await core.leftMessages('E2', 'handled')).map((t) => t.ticketNo)).toEqual([
      left.ticketNo,
    ]);
    // The visitor's ticket list shows it handled.
    expect((await core.tickets(v))[0]?.status).toBe('已处理');
  });

  it('is not open to a work order: only left messages are handled here', async () => {
    const { core } = await centre();
    const v = await visitor(core);
    const order = await core.createTicket(v, { productLine: 'pl-nb', description: '报修' });
    expect(await refusal(() => core.handleLeftMessage('E1', order.ticketNo))).toEqual({
      status: 404,
      code: 'message_not_found',
    });
    expect(await core.leftMessages('E1')).toEqual([]);
  });
});
