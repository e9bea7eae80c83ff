import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import { server } from '@/mocks/node';
import { useConsoleStore } from '../model/console-store';
import {
  clearDialogs,
  conversation,
  eventually,
  freshConsole,
  logIn,
  renderConsole,
  sessionButton,
} from './test-helpers';

beforeEach(() => {
  resetMockBackend({ simulate: false });
  freshConsole();
});
afterEach(() => clearDialogs());

async function visitorNamed(name: string) {
  const core = mockBackend().core;
  const login = await core.loginAnon();
  const visitor = { ...(await core.visitorByToken(login.token)), nickname: name };
  await core.ctx.store.visitors.put(visitor);
  return visitor;
}

/** How many times the console asked for its waiting list. */
function countWaitingCalls() {
  let calls = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/csc/engineer/waiting') calls += 1;
  };
  server.events.on('request:start', listener);
  return {
    get calls() {
      return calls;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

const queue = () => screen.getByRole('region', { name: /排队中/ });

describe('engineer console: the queue is pushed (#18 item 3)', { timeout: 40_000 }, () => {
  it('shows and announces a visitor who queues, drops them when another engineer accepts, asking for no list', async () => {
    const user = userEvent.setup();
    renderConsole();
    await logIn(user);
    await screen.findByRole('region', { name: /排队中/ });
    await eventually(() => expect(useConsoleStore.getState().connection).toBe('online'));
    await eventually(() => expect(useConsoleStore.getState().waitingState).toBe('ready'));
    const waitingCalls = countWaitingCalls();

    const core = mockBackend().core;
    const visitor = await visitorNamed('访客丙');
    const { sessionId } = await act(() => core.selectBigQueue(visitor, 'NB', 'webchat'));
    expect(await within(queue()).findByText('访客丙')).toBeInTheDocument();
    // The live region says who came, as it did when the list was polled.
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('新访客等待接入：访客丙');

    act(() => void core.accept('E1001', sessionId));
    await eventually(() => expect(within(queue()).queryByText('访客丙')).not.toBeInTheDocument());
    expect(waitingCalls.calls).toBe(0);
    waitingCalls.stop();
  });

  it('marks a line read only when its conversation is open on a visible page', async () => {
    const user = userEvent.setup();
    const core = mockBackend().core;
    const a = await visitorNamed('访客甲');
    const b = await visitorNamed('访客乙');
    await core.selectBigQueue(a, 'NB', 'webchat');
    await core.selectBigQueue(b, 'NB', 'webchat');
    renderConsole();
    await logIn(user);
    await screen.findByRole('region', { name: /排队中/ });
    await user.click(await within(queue()).findByRole('button', { name: '接入 访客甲' }));
    await eventually(() => expect(sessionButton('访客甲')).toHaveAttribute('aria-current', 'true'));
    await user.click(within(queue()).getByRole('button', { name: '接入 访客乙' }));
    await eventually(() => expect(sessionButton('访客乙')).toHaveAttribute('aria-current', 'true'));
    await eventually(() => expect(useConsoleStore.getState().connection).toBe('online'));

    const toA: string[] = [];
    core.bus.subscribe(a.cubeUid, (event) => void toA.push(event.type));
    const line = await act(() => core.sendFromVisitor(a, { kind: 'Text', text: '还在吗' }));
    await eventually(() => expect(sessionButton('访客甲')).toHaveTextContent('1'));
    // The socket delivered it; the engineer has not looked: the visitor hears no READ.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await core.ctx.store.messages.get(line.id))?.isRead).toBe(1);
    expect(toA).not.toContain('read');

    await user.click(sessionButton('访客甲'));
    await eventually(() => expect(within(conversation()).getByText('还在吗')).toBeInTheDocument());
    await eventually(async () =>
      expect((await core.ctx.store.messages.get(line.id))?.isRead).toBe(2),
    );
    expect(toA).toContain('read');
  });
});
