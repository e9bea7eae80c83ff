import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import { useConsoleStore } from '../model/console-store';
import {
  clearDialogs,
  composer,
  conversation,
  eventually,
  freshConsole,
  lists,
  logIn,
  renderConsole,
  sessionButton,
} from './test-helpers';

beforeEach(() => {
  resetMockBackend({ simulate: false });
  freshConsole();
});
afterEach(() => clearDialogs());

/** A visitor (named `name`) who queues for NB and writes a first line. */
async function queueVisitor(name: string, text = '您好，我的笔记本开机黑屏。') {
  const core = mockBackend().core;
  const login = await core.loginAnon();
  const visitor = { ...(await core.visitorByToken(login.token)), nickname: name };
  await core.ctx.store.visitors.put(visitor);
  const queued = await core.selectBigQueue(visitor, 'NB', 'webchat');
  await core.sendFromVisitor(visitor, { kind: 'Text', text: text });
  return { visitor, sessionId: queued.sessionId };
}

describe('engineer console: serving a visitor', { timeout: 40_000 }, () => {
  it('accepts a waiting visitor, exchanges messages both ways with read state and typing, and closes', async () => {
    const user = userEvent.setup();
    const { visitor, sessionId } = await queueVisitor('访客甲', '您好，我的笔记本开机黑屏。');
    const toVisitor: { type: string; typing?: boolean }[] = [];
    mockBackend().core.bus.subscribe(visitor.cubeUid, (frame) => void toVisitor.push(frame));
    renderConsole();
    await logIn(user);

    // The queue shows the visitor with the count and their first line.
    const queue = await screen.findByRole('region', { name: /排队中/ });
    await eventually(() => expect(within(queue).getByText('访客甲')).toBeInTheDocument());
    expect(within(queue).getByText('您好，我的笔记本开机黑屏。')).toBeInTheDocument();
    await user.click(within(queue).getByRole('button', { name: '接入 访客甲' }));

    // The conversation opens with the transcript: the visitor's line and who joined.
    await eventually(() =>
      expect(within(conversation()).getByText('您好，我的笔记本开机黑屏。')).toBeInTheDocument(),
    );
    expect(within(conversation()).getByText('演示工程师 已接入，为您服务')).toBeInTheDocument();
    expect(within(queue).queryByText('访客甲')).not.toBeInTheDocument();
    expect((await mockBackend().core.ctx.store.sessions.get(sessionId))?.engineerCode).toBe(
      'E0001',
    );

    // The engineer types (the visitor hears it) and sends.
    await eventually(() => expect(useConsoleStore.getState().connection).toBe('online'));
    await user.type(composer(), '请提供序列号');
    await eventually(() =>
      expect(toVisitor).toContainEqual(expect.objectContaining({ type: 'typing', typing: true })),
    );
    await user.keyboard('{Enter}');
    await eventually(() =>
      expect(within(conversation()).getByText('请提供序列号')).toBeInTheDocument(),
    );
    await eventually(() => expect(within(conversation()).getByText('未读')).toBeInTheDocument());
    const sent = (await mockBackend().core.ctx.store.messages.query({ sessionId })).find(
      (m) => m.text === '请提供序列号',
    );
    expect(sent).toMatchObject({ clientType: 'engineer', fromAccount: 'E0001' });

    // The visitor reads it (READ updates the tick), types, and answers.
    act(() => void mockBackend().core.markRead(visitor.cubeUid, [sent!.id]));
    await eventually(() => expect(within(conversation()).getByText('已读')).toBeInTheDocument());
    await act(() => mockBackend().core.typing(visitor.cubeUid, sessionId, true));
    expect(await screen.findByText('访客甲正在输入…')).toBeInTheDocument();
    act(() => void mockBackend().core.sendFromVisitor(visitor, { kind: 'Text', text: 'PF4ABC12' }));
    await eventually(() =>
      expect(within(conversation()).getByText('PF4ABC12')).toBeInTheDocument(),
    );
    expect(screen.queryByText('访客甲正在输入…')).not.toBeInTheDocument();
    // Read at once: the engineer has the conversation open.
    await eventually(async () =>
      expect(
        (await mockBackend().core.ctx.store.messages.query({ sessionId })).find(
          (m) => m.text === 'PF4ABC12',
        )?.isRead,
      ).toBe(2),
    );

    // Close, after a confirmation.
    await user.click(screen.getByRole('button', { name: '结束会话' }));
    const dialog = await screen.findByRole('alertdialog', { name: '结束与 访客甲 的会话？' });
    await user.click(within(dialog).getByRole('button', { name: '结束会话' }));
    await eventually(async () =>
      expect((await mockBackend().core.ctx.store.sessions.get(sessionId))?.state).toBe('closed'),
    );
    await eventually(() =>
      expect(within(lists()).queryByRole('button', { name: /访客甲/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: '请选择一个会话' })).toBeInTheDocument();
  });

  it('counts unread lines of the conversations not open, in the list and the title', async () => {
    const user = userEvent.setup();
    const a = await queueVisitor('访客甲');
    const b = await queueVisitor('访客乙');
    renderConsole();
    await logIn(user);
    const queue = await screen.findByRole('region', { name: /排队中/ });
    await eventually(() =>
      expect(within(queue).getAllByRole('button', { name: /^接入/ })).toHaveLength(2),
    );
    await user.click(within(queue).getByRole('button', { name: '接入 访客甲' }));
    await eventually(() => expect(sessionButton('访客甲')).toHaveAttribute('aria-current', 'true'));
    await user.click(within(queue).getByRole('button', { name: '接入 访客乙' }));
    await eventually(() => expect(sessionButton('访客乙')).toHaveAttribute('aria-current', 'true'));
    await eventually(() => expect(useConsoleStore.getState().connection).toBe('online'));

    act(() => void mockBackend().core.sendFromVisitor(a.visitor, { kind: 'Text', text: '还在吗' }));
    act(() => void mockBackend().core.sendFromVisitor(a.visitor, { kind: 'Text', text: '急' }));
    await eventually(() => expect(sessionButton('访客甲')).toHaveTextContent('2'));
    expect(within(sessionButton('访客甲')).getByText('2 条未读')).toBeInTheDocument();
    expect(document.title).toMatch(/^\(2\) 工程师工作台/);
    // A line in the open conversation does not count.
    act(() => void mockBackend().core.sendFromVisitor(b.visitor, { kind: 'Text', text: '好的' }));
    await eventually(() => expect(within(conversation()).getByText('好的')).toBeInTheDocument());
    expect(document.title).toMatch(/^\(2\) /);

    await user.click(sessionButton('访客甲'));
    await eventually(() => expect(within(conversation()).getByText('急')).toBeInTheDocument());
    expect(within(sessionButton('访客甲')).queryByText(/条未读/)).not.toBeInTheDocument();
    expect(document.title).toMatch(/^工程师工作台/);
  });

  it('when the visitor ends the conversation it says so, the composer goes, and it can be dismissed', async () => {
    const user = userEvent.setup();
    const { visitor, sessionId } = await queueVisitor('访客甲');
    renderConsole();
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: '接入 访客甲' }, { timeout: 4000 }));
    await eventually(() => expect(composer()).toBeInTheDocument());
    await eventually(() => expect(useConsoleStore.getState().connection).toBe('online'));
    await act(() => mockBackend().core.userClose(visitor, sessionId));
    expect(
      await screen.findByText('访客已结束本次会话', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '输入消息' })).not.toBeInTheDocument();
    expect(within(sessionButton('访客甲')).getByText('已结束')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '移出列表' }));
    expect(within(lists()).queryByRole('button', { name: /访客甲/ })).not.toBeInTheDocument();
  });

  it('says why an accept failed (taken by someone else, not yet heard of) and refreshes the queue', async () => {
    const user = userEvent.setup();
    const { sessionId } = await queueVisitor('访客甲');
    renderConsole();
    await logIn(user);
    const accept = await screen.findByRole('button', { name: '接入 访客甲' }, { timeout: 4000 });
    // Taken a moment ago, its queue frame still on the way: written straight to the store, so
    // this console's list does not know yet (an accept through the core would tell it at once).
    const store = mockBackend().core.ctx.store;
    const session = (await store.sessions.get(sessionId))!;
    await store.sessions.put({ ...session, state: 'active', engineerCode: 'E1001' });
    await user.click(accept);
    expect(await screen.findByText('接入失败：该访客已被接入或已离开')).toBeInTheDocument();
    await eventually(() =>
      expect(screen.queryByRole('button', { name: '接入 访客甲' })).not.toBeInTheDocument(),
    );
  });
});
