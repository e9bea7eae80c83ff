import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as Chat from '@/features/chat';
import { useEnvironment } from '@/lib/env';
import { mockBackend } from '@/mocks/backend';
import { savedFiles } from '@/testing/downloads';
import { renderWithTheme } from '@/testing/render';
import { REVIEWER_KEY, reloadReviewer } from '../model/reviewer';
import { ReviewScreen } from './review-screen';
import type { ChatMessage } from '@/lib/contract';

// The virtualised conversation renders no rows in jsdom (nothing has a size): read the same
// messages from a plain list. The real one is exercised in tests/e2e/review.e2e.ts.
vi.mock('@/features/chat', async (original) => ({
  ...(await original<typeof Chat>()),
  Conversation: ({ messages }: { messages: readonly ChatMessage[] }): ReactNode => (
    <ol aria-label="与客服的对话">
      {messages.map((m) => (
        <li key={m.id}>
          {m.type === 'Image' ? (
            <img src={m.imageUrl} alt={m.authorName} />
          ) : (
            (m.text ?? m.content?.name ?? m.notice?.type)
          )}
        </li>
      ))}
    </ol>
  ),
}));

vi.setConfig({ testTimeout: 20_000 });

async function open(path: string, desktop: boolean) {
  const engineer = await mockBackend().core.supervisorLogin('demo', 'demo123');
  const stored = { token: engineer.reviewToken, code: engineer.code, name: engineer.name };
  window.sessionStorage.setItem(REVIEWER_KEY, JSON.stringify(stored));
  reloadReviewer();
  useEnvironment.setState({ desktop });
  const router = createMemoryRouter([{ path: '/review', element: <ReviewScreen /> }], {
    initialEntries: ['/review', path],
    initialIndex: 1,
  });
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

/** A visitor served by 王工程师 (E1001) right now. */
async function liveSession() {
  const { core } = mockBackend();
  const visitor = await core.visitorByToken((await core.loginAnon()).token);
  const { sessionId: session_id } = await core.selectPersonal(visitor, 'NB', 'E1001', 'webchat');
  await core.accept('E1001', session_id);
  await core.sendFromVisitor(visitor, { kind: 'Text', text: '电脑开不了机' });
  return { core, visitor, sessionId: session_id };
}

const transcript = () => screen.findByRole('list', { name: '与客服的对话' }, { timeout: 8000 });

describe('review transcript', () => {
  it('saves the conversation as a file, whispers included, and the download is in the audit log', async () => {
    const { core, sessionId } = await liveSession();
    const supervisor = await core.supervisorLogin('demo', 'demo123');
    await core.whisper(supervisor, { text: '先核实序列号', to: 'E1001', sessionId });
    const saved = savedFiles();
    await open(`/review?session=${sessionId}`, true);
    await transcript();
    await userEvent.click(screen.getByRole('button', { name: '下载聊天记录' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 8000 });
    const html = await saved[0]!.text;
    expect(html).toContain('电脑开不了机');
    expect(html).toContain('先核实序列号');
    expect((await core.auditLog()).entries[0]).toMatchObject({ action: 'transcript', sessionId });
  });

  it('shows who, when and every message, images and files included (desktop: beside the list)', async () => {
    await open('/review?session=demo-s1', true);
    const log = await transcript();
    expect(screen.getByRole('heading', { level: 2, name: /张先生/ })).toBeInTheDocument();
    // The product line's name comes with its own answer (its code until then).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '会话记录' })).toHaveTextContent(
        /王工程师\s*笔记本电脑\s*10 条消息/,
      ),
    );
    expect(within(log).getAllByRole('img', { name: '张先生' })).toHaveLength(2);
    expect(within(log).getByText(/维修检测报价单/)).toBeInTheDocument();
    // The list comes with its own answer, beside the transcript's.
    expect(await screen.findByRole('list', { name: '会话列表' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { current: 'page' })).toHaveTextContent('王工程师');
    // A closed session is not watched and offers no whisper.
    expect(screen.queryByText(/实时监听中/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: '发给工程师的悄悄话' })).toBeNull();
  });

  it('on a phone shows the transcript alone, focuses its heading and goes back to the list', async () => {
    const user = userEvent.setup();
    const router = await open('/review?session=demo-s3', false);
    await transcript();
    const heading = screen.getByRole('heading', { level: 2, name: /张先生/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('list', { name: '会话列表' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(await screen.findByRole('list', { name: '会话列表' }, { timeout: 8000 })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('says so when the session does not exist', async () => {
    await open('/review?session=nope', true);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      '会话不存在或已被删除',
    );
  });

  it('watches a live session and whispers to its engineer only; the visitor never gets it', async () => {
    const user = userEvent.setup();
    const { core, visitor, sessionId } = await liveSession();
    const heard: string[] = [];
    core.bus.subscribe('E1001', (f) => heard.push(JSON.stringify(f)));
    core.bus.subscribe(visitor.cubeUid, (f) => heard.push(`visitor:${JSON.stringify(f)}`));
    await open(`/review?session=${sessionId}`, true);
    const log = await transcript();
    expect(within(log).getByText('电脑开不了机')).toBeInTheDocument();
    expect(screen.getByText(/实时监听中/)).toBeInTheDocument();
    expect(screen.getByText('只有接待工程师 王工程师 能看到，访客看不到。')).toBeInTheDocument();

    await core.sendFromVisitor(visitor, { kind: 'Text', text: '按电源键没反应' });
    const box = screen.getByRole('textbox', { name: '发给工程师的悄悄话' });
    await user.type(box, '先问清楚是否接了电源{Enter}');
    // Sending refreshes at once: the visitor's newer line and the whisper both show.
    expect(
      await within(log).findByText('按电源键没反应', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const sent = await screen.findByRole('list', { name: '已发送的悄悄话' });
    expect(within(sent).getByText('先问清楚是否接了电源')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(heard.some((f) => !f.startsWith('visitor:') && f.includes('先问清楚是否接了电源'))).toBe(
      true,
    );
    expect(heard.filter((f) => f.startsWith('visitor:')).join()).not.toContain('先问清楚');
  });

  it('asks for text before sending a whisper', async () => {
    const user = userEvent.setup();
    const { sessionId } = await liveSession();
    await open(`/review?session=${sessionId}`, true);
    await transcript();
    await user.click(screen.getByRole('button', { name: '发送悄悄话' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入内容');
  });
});
