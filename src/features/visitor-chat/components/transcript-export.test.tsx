import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@/lib/api-client';
import { ownApi, userCenterApi } from '@/lib/contract';
import { mockBackend } from '@/mocks/backend';
import { savedFiles } from '@/testing/downloads';
import { renderWithTheme } from '@/testing/render';
import { HistoryDialog } from './history-dialog';
import { TranscriptDialog } from './transcript-dialog';

/**
 * A visitor who signed in with a code sent to zhang@example.com (the in-browser backend shows
 * it) and asked the robot something.
 */
async function visitorWithConversation() {
  let token = '';
  const api = createApiClient({ getToken: () => token });
  const sent = await api.call(userCenterApi.sendCode, { params: { code: 'zhang@example.com' } });
  ({ token } = await api.call(ownApi.login, {
    query: { project_id: 'DEFAULT_PROJECT' },
    body: { email: 'zhang@example.com', code: sent?.shown_code ?? '' },
  }));
  const { session_id } = await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
  await api.call(ownApi.send, {
    body: {
      token,
      message_body: { MsgType: 'text', Content: '我的键盘 <b>失灵</b>了', CreateTime: 1 },
    },
  });
  return { api, sessionId: session_id };
}

describe('a conversation as a file (#17 item 2)', () => {
  it('is saved from the history: the page the server wrote, the visitor’s words as text', async () => {
    const { api, sessionId } = await visitorWithConversation();
    const files = savedFiles();
    renderWithTheme(<HistoryDialog api={api} open onOpenChange={() => undefined} />);
    // A busy CI machine takes seconds to answer and render, not jsdom's default second.
    const slow = { timeout: 8000 };
    await userEvent.click(await screen.findByRole('button', { name: /智能助手/ }, slow));
    await userEvent.click(await screen.findByRole('button', { name: '下载聊天记录' }, slow));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 8000 });
    expect(files[0]?.name).toMatch(new RegExp(`^webchat-${sessionId}-\\d{8}\\.html$`));
    const html = await files[0]!.text;
    expect(html).toContain('我的键盘 &lt;b&gt;失灵&lt;/b&gt;了');
    expect(html).toContain('在线客服聊天记录');
  });

  it('is e-mailed from the menu’s dialog to the visitor’s proved address, and not to one SPEC’s pattern refuses', async () => {
    const { api, sessionId } = await visitorWithConversation();
    renderWithTheme(
      <TranscriptDialog api={api} sessionId={sessionId} onOpenChange={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: '聊天记录' }, { timeout: 8000 });
    const address = within(dialog).getByRole('textbox', { name: '邮箱地址' });
    const send = within(dialog).getByRole('button', { name: '发送到邮箱' });
    await userEvent.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入邮箱地址');
    await userEvent.type(address, 'zhang@example');
    await userEvent.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入正确的邮箱地址');
    expect(address).toHaveFocus();
    expect(await mockBackend().core.mailOutbox()).toEqual([]);
    await userEvent.type(address, '.com');
    await userEvent.click(send);
    await waitFor(async () => expect(await mockBackend().core.mailOutbox()).toHaveLength(1), {
      timeout: 8000,
    });
    expect((await mockBackend().core.mailOutbox())[0]).toMatchObject({
      to: 'zhang@example.com',
      sessionId,
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(address).toHaveValue(''));
  });
});
