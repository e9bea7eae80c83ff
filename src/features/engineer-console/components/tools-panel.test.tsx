import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@/lib/api-client';
import { mockBackend } from '@/mocks/backend';
import { savedFiles } from '@/testing/downloads';
import { renderWithTheme } from '@/testing/render';
import { ToolsPanel } from './tools-panel';

describe('ToolsPanel: the conversation as a file (#17 item 2)', () => {
  it('saves the conversation the engineer serves', async () => {
    const { core } = mockBackend();
    const engineer = await core.engineerLogin('demo', 'demo123');
    const visitor = await core.visitorByToken((await core.loginAnon()).token);
    const { sessionId } = await core.selectPersonal(visitor, 'NB', engineer.code, 'webchat');
    await core.accept(engineer.code, sessionId);
    await core.sendFromVisitor(visitor, { kind: 'Text', text: '屏幕有一条竖线' });
    const saved = savedFiles();
    const api = createApiClient({ getToken: () => engineer.token });
    renderWithTheme(<ToolsPanel api={api} sessionId={sessionId} visitorName="访客" />);
    expect(screen.getByRole('heading', { name: '聊天记录' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下载聊天记录' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 8000 });
    expect(await saved[0]!.text).toContain('屏幕有一条竖线');
  });

  it('offers nothing to save without a conversation', () => {
    renderWithTheme(<ToolsPanel />);
    expect(screen.queryByRole('button', { name: '下载聊天记录' })).toBeNull();
  });
});
