import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import {
  clearDialogs,
  composer,
  conversation,
  eventually,
  freshConsole,
  logIn,
  renderConsole,
} from './test-helpers';

/** Logged in with one accepted visitor whose conversation is open. */
async function openConversation() {
  const user = userEvent.setup();
  const core = mockBackend().core;
  const visitor = {
    ...(await core.visitorByToken((await core.loginAnon()).token)),
    nickname: '访客甲',
  };
  await core.ctx.store.visitors.put(visitor);
  const { sessionId: session_id } = await core.selectBigQueue(visitor, 'NB', 'webchat');
  renderConsole();
  await logIn(user);
  await user.click(await screen.findByRole('button', { name: '接入 访客甲' }, { timeout: 4000 }));
  await eventually(() => expect(composer()).toBeInTheDocument());
  return { user, sessionId: session_id, core };
}

const stored = async (sessionId: string) =>
  (await mockBackend().core.ctx.store.messages.query({ sessionId })).filter(
    (m) => m.clientType === 'engineer',
  );

beforeEach(() => {
  resetMockBackend({ simulate: false });
  freshConsole();
});
afterEach(() => clearDialogs());

describe('composer tools', { timeout: 40_000 }, () => {
  it('canned replies: search, arrows and Enter put a reply into the field for a last edit', async () => {
    const { user, sessionId } = await openConversation();
    await user.click(screen.getByRole('tab', { name: '快捷回复' }));
    const search = screen.getByRole('combobox', { name: '搜索快捷回复' });
    await user.type(search, '保修');
    const options = within(screen.getByRole('listbox', { name: '快捷回复' })).getAllByRole(
      'option',
    );
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect((composer() as HTMLTextAreaElement).value).toContain('您的设备已超出保修期');
    expect(composer()).toHaveFocus();
    await user.keyboard('{Enter}');
    await eventually(async () =>
      expect((await stored(sessionId)).map((m) => m.text)).toContainEqual(
        expect.stringContaining('超出保修期'),
      ),
    );

    // A click works too, and nothing matches a nonsense query.
    await user.clear(search);
    await user.type(search, '序列号');
    await user.click(screen.getByRole('option', { name: /索取序列号/ }));
    expect((composer() as HTMLTextAreaElement).value).toContain('序列号（SN）');
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(screen.getByText('没有匹配的快捷回复')).toBeInTheDocument();
  });

  it('a file type outside the SPEC §5 allow-list is refused before any upload', async () => {
    const { user, sessionId } = await openConversation();
    const fileInput = document.querySelectorAll<HTMLInputElement>('input[type=file]')[1];
    expect(fileInput?.accept).toContain('.pdf');
    fileInput!.removeAttribute('accept');
    await user.upload(
      fileInput!,
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
    );
    expect(await screen.findByText(/请上传以下格式的文件/)).toBeInTheDocument();
    expect(await stored(sessionId)).toEqual([]);
  });

  it('short message: the SPEC mobile pattern, then queued by the server for its gateway', async () => {
    const { user, core, sessionId } = await openConversation();
    // The visitor's own phone (their account's): the one number a text may go to (#37).
    const visitor = (await core.ctx.store.visitors.all()).find((v) => v.nickname === '访客甲')!;
    await core.ctx.store.visitors.put({ ...visitor, phone: '13812345678' });
    await user.click(screen.getByRole('tab', { name: '工具' }));
    await user.click(screen.getByRole('button', { name: '发送短信' }));
    const dialog = await screen.findByRole('dialog', { name: '发送短信给访客' });
    await user.type(within(dialog).getByLabelText('手机号'), '12345');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(within(dialog).getByText('请输入正确的手机号（11 位，以 1 开头）')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('手机号')).toHaveFocus();
    await user.clear(within(dialog).getByLabelText('手机号'));
    await user.type(within(dialog).getByLabelText('手机号'), '13812345678');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(within(dialog).getByText('请输入短信内容')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('短信内容'), '您的维修单已受理');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await screen.findByText('短信已提交，将发送至 *******5678')).toBeInTheDocument();
    expect(await core.smsOutbox()).toEqual([
      expect.objectContaining({
        sessionId,
        phone: '13812345678',
        text: '您的维修单已受理',
      }),
    ]);
  });

  it('order log search finds lines of the open conversation', async () => {
    const { user, core, sessionId } = await openConversation();
    const visitor = (await core.ctx.store.visitors.all()).find((v) => v.nickname === '访客甲')!;
    act(
      () =>
        void core.sendFromVisitor(visitor, {
          kind: 'Text',
          text: '我的维修单号是 WO2024000123',
        }),
    );
    await eventually(() =>
      expect(within(conversation()).getByText(/WO2024000123/)).toBeInTheDocument(),
    );
    expect(sessionId).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '工具' }));
    await user.type(screen.getByRole('searchbox', { name: '工单号或关键词' }), 'wo2024{Enter}');
    expect(await screen.findByText('找到 1 条相关记录')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: '工单记录查询' });
    expect(within(results).getByText('我的维修单号是 WO2024000123')).toBeInTheDocument();
  });
});
