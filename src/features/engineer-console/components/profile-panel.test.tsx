import { screen, within } from '@testing-library/react';
import { createApiClient } from '@/lib/api-client';
import { consoleApi, ownApi } from '@/lib/contract';
import { renderWithTheme } from '@/testing/render';
import { ProfilePanel } from './profile-panel';

async function servedVisitor() {
  const engineer = await createApiClient().call(consoleApi.login, {
    body: { account: 'demo', password: 'demo123' },
  });
  const api = createApiClient({ getToken: () => engineer.token });
  await api.call(consoleApi.status, { body: { status: 'online' } });
  const visitor = await createApiClient().call(ownApi.loginAnon);
  const asVisitor = createApiClient({ getToken: () => visitor.token });
  const queued = await asVisitor.call(ownApi.selectBigQueue, {
    body: { token: visitor.token, queue_code: 'NB', pathway: 'webchat' },
  });
  const session = await api.call(consoleApi.accept, {
    body: { session_id: queued?.session_id ?? '' },
  });
  return { api, session };
}

describe('ProfilePanel', () => {
  it('lists the visitor’s conversations from consoleApi.visitor, this one marked', async () => {
    const { api, session } = await servedVisitor();
    renderWithTheme(<ProfilePanel session={{ ...session, ended: undefined }} api={api} />);
    const past = await screen.findByRole('list', { name: '历史会话' });
    expect(within(past).getByText(/当前会话/)).toBeInTheDocument();
  });

  it('says so when the profile cannot be fetched', async () => {
    const { session } = await servedVisitor();
    const stranger = createApiClient({ getToken: () => 'not-a-token' });
    renderWithTheme(<ProfilePanel session={{ ...session, ended: undefined }} api={stranger} />);
    expect(await screen.findByText('没能取到该访客的历史会话。')).toBeInTheDocument();
  });
});
