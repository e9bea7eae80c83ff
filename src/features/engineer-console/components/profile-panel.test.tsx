import { createHmac } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { createApiClient } from '@/lib/api-client';
import { consoleApi, ownApi, toServedSession } from '@/lib/contract';
import { DEMO_IDENTITY_SECRET } from '@/mocks/backend';
import { renderWithTheme } from '@/testing/render';
import { ProfilePanel } from './profile-panel';

/** What the site's backend sends with its user (the demo backend's published secret). */
const signed = (userId: string) =>
  createHmac('sha256', DEMO_IDENTITY_SECRET).update(userId).digest('hex');

async function servedVisitor(verifiedAs?: string) {
  const engineer = await createApiClient().call(consoleApi.login, {
    body: { account: 'demo', password: 'demo123' },
  });
  const api = createApiClient({ getToken: () => engineer.token });
  await api.call(consoleApi.status, { body: { status: 'online' } });
  const visitor = verifiedAs
    ? await createApiClient().call(ownApi.loginIdentified, {
        body: { user_id: verifiedAs, user_hash: signed(verifiedAs) },
      })
    : await createApiClient().call(ownApi.loginAnon);
  const asVisitor = createApiClient({ getToken: () => visitor.token });
  const queued = await asVisitor.call(ownApi.selectBigQueue, {
    body: { token: visitor.token, queue_code: 'NB', pathway: 'webchat' },
  });
  const session = toServedSession(
    await api.call(consoleApi.accept, { body: { session_id: queued?.session_id ?? '' } }),
  );
  return { api, session };
}

describe('ProfilePanel', () => {
  it('lists the visitor’s conversations from consoleApi.visitor, this one marked', async () => {
    const { api, session } = await servedVisitor();
    renderWithTheme(<ProfilePanel session={{ ...session, ended: undefined }} api={api} />);
    const past = await screen.findByRole('list', { name: '历史会话' });
    expect(within(past).getByText(/当前会话/)).toBeInTheDocument();
  });

  it('names the site’s user when the site verified who the visitor is, and nothing otherwise', async () => {
    const { api, session } = await servedVisitor('shop-user-42');
    const { unmount } = renderWithTheme(
      <ProfilePanel session={{ ...session, ended: undefined }} api={api} />,
    );
    expect(
      await screen.findByText('网站用户（已验证）', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('shop-user-42')).toBeInTheDocument();
    unmount();
    const guest = await servedVisitor();
    renderWithTheme(
      <ProfilePanel session={{ ...guest.session, ended: undefined }} api={guest.api} />,
    );
    await screen.findByRole('list', { name: '历史会话' });
    expect(screen.queryByText('网站用户（已验证）')).toBeNull();
  });

  it('says so when the profile cannot be fetched', async () => {
    const { session } = await servedVisitor();
    const stranger = createApiClient({ getToken: () => 'not-a-token' });
    renderWithTheme(<ProfilePanel session={{ ...session, ended: undefined }} api={stranger} />);
    expect(await screen.findByText('没能取到该访客的历史会话。')).toBeInTheDocument();
  });
});
