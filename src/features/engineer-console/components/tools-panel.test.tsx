import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREVIEW_MAX_CHARS } from '@/components/preview';
import { createApiClient } from '@/lib/api-client';
import { mockBackend } from '@/mocks/backend';
import { savedFiles } from '@/testing/downloads';
import { renderWithTheme } from '@/testing/render';
import { consoleStore, useConsoleStore } from '../model/console-store';
import { ToolsPanel } from './tools-panel';
import type { ChatMessage } from '@/lib/contract';

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

describe('ToolsPanel: order log search in long messages', () => {
  afterEach(() => act(() => consoleStore.reset()));

  it('shows a hit in a 5,000-character message as a short excerpt around the word', async () => {
    const user = userEvent.setup();
    const pasted = `${'诊断输出，'.repeat(600)}工单号 WO2024-0815 已受理\n${'。'.repeat(1_000)}`;
    const message = { id: 'm1', authorName: '访客甲', text: pasted, sentAt: 0 } as ChatMessage;
    useConsoleStore.setState({ messages: { s1: [message] } });
    renderWithTheme(<ToolsPanel sessionId="s1" />);
    await user.type(screen.getByRole('searchbox', { name: '工单号或关键词' }), 'wo2024');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const hit = await screen.findByText(/WO2024-0815/);
    // 20 characters before the word (16 of them before 工单号), behind an ellipsis; the rest cut to the preview's length.
    expect(hit.textContent).toMatch(/^…[诊断输出，]{16}工单号 WO2024-0815 已受理 。/);
    expect(hit.textContent).toHaveLength(PREVIEW_MAX_CHARS);
  });
});
