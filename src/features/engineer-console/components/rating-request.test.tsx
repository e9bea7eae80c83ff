import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import {
  clearDialogs,
  conversation,
  eventually,
  freshConsole,
  logIn,
  renderConsole,
} from './test-helpers';

beforeEach(() => {
  resetMockBackend({ simulate: false });
  freshConsole();
});
afterEach(() => clearDialogs());

describe('engineer console: ratings (#17 item 1)', { timeout: 40_000 }, () => {
  it('asks the visitor for a rating once, and shows the rating the visitor gives', async () => {
    const user = userEvent.setup();
    const core = mockBackend().core;
    const login = await core.loginAnon();
    const visitor = { ...(await core.visitorByToken(login.token)), nickname: '访客甲' };
    await core.ctx.store.visitors.put(visitor);
    const { sessionId } = await core.selectBigQueue(visitor, 'NB', 'webchat');
    const heard: string[] = [];
    core.bus.subscribe(visitor.cubeUid, (event) => {
      if (event.type === 'message' && event.message.kind === 'Notice')
        heard.push(event.message.text ?? '');
    });
    renderConsole();
    await logIn(user);
    const queue = await screen.findByRole('region', { name: /排队中/ });
    await user.click(await within(queue).findByRole('button', { name: '接入 访客甲' }));
    await eventually(() =>
      expect(within(conversation()).getByText(/已接入，为您服务/)).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: '邀请评价' }));
    await eventually(() => expect(heard).toContain('RatingRequest'));
    await eventually(() =>
      expect(within(conversation()).getByText('已邀请评价本次服务')).toBeInTheDocument(),
    );
    expect(await screen.findByText('已邀请访客评价')).toBeInTheDocument();
    // Asked once: the action goes.
    expect(screen.queryByRole('button', { name: '邀请评价' })).toBeNull();

    act(
      () =>
        void core.rateSession(visitor, sessionId!, {
          score: 5,
          tags: ['solved', 'fast'],
          comment: '<img src=x onerror=alert(1)>谢谢',
        }),
    );
    const line = await within(conversation()).findByText(/服务评价：5 星/, undefined, {
      timeout: 4000,
    });
    expect(line).toHaveTextContent('问题已解决');
    expect(line).toHaveTextContent('回复及时');
    // The visitor's words stay words.
    expect(line).toHaveTextContent('<img src=x onerror=alert(1)>谢谢');
    expect(line.querySelector('img')).toBeNull();
  });
});
