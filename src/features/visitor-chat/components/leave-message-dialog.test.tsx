import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/lib/api-client';
import { LEAVE_MESSAGE_MAX, ownApi } from '@/lib/contract';
import { server } from '@/mocks/node';
import { sessionStore } from '@/lib/storage';
import { renderWithTheme } from '@/testing/render';
import { LeaveMessageDialog } from './leave-message-dialog';

const slow = { timeout: 8000 };

async function visitor() {
  let token = '';
  const api = createApiClient({ getToken: () => token });
  ({ token } = await api.call(ownApi.loginAnon, { query: { project_id: 'DEFAULT_PROJECT' } }));
  return api;
}

async function openForm(props: Partial<Parameters<typeof LeaveMessageDialog>[0]> = {}) {
  const api = await visitor();
  const onSent = vi.fn();
  const onOpenTickets = vi.fn();
  renderWithTheme(
    <LeaveMessageDialog
      api={api}
      queueCode="NB"
      onOpenChange={() => undefined}
      onSent={onSent}
      onOpenTickets={onOpenTickets}
      {...props}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: '留言' });
  return { api, dialog, onSent, onOpenTickets };
}

describe('leave a message (#17 item 3)', () => {
  it('says what to fix, field by field, and moves the focus to the first', async () => {
    const { dialog } = await openForm();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: '提交留言' }));
    const name = within(dialog).getByRole('textbox', { name: '姓名' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('请填写姓名');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(
      '手机号和邮箱至少填写一项 请留下手机号或邮箱，以便我们联系您',
    );
    expect(within(dialog).getByRole('textbox', { name: '留言内容' })).toHaveAccessibleDescription(
      /请填写留言内容/,
    );
    await user.type(name, '张三');
    // A field the visitor edits stops saying it is wrong; the phone answers for the e-mail too.
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('请填写姓名')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '1380013');
    expect(
      within(dialog).queryByText('请留下手机号或邮箱，以便我们联系您'),
    ).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱' }), 'zhang@example');
    await user.type(within(dialog).getByRole('textbox', { name: '留言内容' }), '电脑无法开机');
    await user.click(within(dialog).getByRole('button', { name: '提交留言' }));
    expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveFocus();
    expect(within(dialog).getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的邮箱地址')).toBeInTheDocument();
  });

  it('counts the message up to the limit', async () => {
    const { dialog } = await openForm();
    const message = within(dialog).getByRole('textbox', { name: '留言内容' });
    expect(message).toHaveAttribute('maxlength', String(LEAVE_MESSAGE_MAX));
    expect(within(dialog).getByText(`已输入 0/${LEAVE_MESSAGE_MAX} 字`)).toBeInTheDocument();
    await userEvent.type(message, '屏幕闪烁');
    expect(within(dialog).getByText(`已输入 4/${LEAVE_MESSAGE_MAX} 字`)).toBeInTheDocument();
  });

  it('becomes a ticket with its attachment, listed in 我的服务单', async () => {
    const { api, dialog, onSent, onOpenTickets } = await openForm({
      intro: '当前为非服务时间，您可以留言，我们会尽快联系您',
    });
    const user = userEvent.setup();
    expect(dialog).toHaveAccessibleDescription('当前为非服务时间，您可以留言，我们会尽快联系您');
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '张三');
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱' }), 'zhang@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: '留言内容' }), '电脑无法开机');
    await user.upload(
      within(dialog).getByLabelText('附件（选填，最多 5 个）'),
      new File(['log'], 'log.txt', { type: 'text/plain' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '提交留言' }));
    const tickets = await within(dialog).findByRole('button', { name: '查看我的服务单' }, slow);
    await waitFor(() => expect(tickets).toHaveFocus());
    const ticketNo = onSent.mock.calls[0]?.[0] as string;
    expect(ticketNo).toMatch(/^LM\d{10}$/);
    // Said in the dialog's description, a live region.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `留言已提交，服务单号 ${ticketNo}。`,
    );
    expect(dialog).toHaveAccessibleDescription(new RegExp(`服务单号 ${ticketNo}`));
    const list = await api.call(ownApi.ticketList);
    expect(list.find((t) => t.ticket_no === ticketNo)).toMatchObject({
      kind: 'message',
      title: '留言：电脑无法开机',
    });
    await user.click(tickets);
    expect(onOpenTickets).toHaveBeenCalledOnce();
  });

  it('starts from the pre-chat answers given in this tab', async () => {
    sessionStore.setItem(
      'WEBCHAT_PRE_CHAT:DEFAULT_PROJECT',
      JSON.stringify({ name: '李四', phone: '13800138000' }),
    );
    const { dialog } = await openForm();
    expect(within(dialog).getByRole('textbox', { name: '姓名' })).toHaveValue('李四');
    expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
  });

  it('shows a refusal in the server’s words, at once', async () => {
    server.use(
      http.post('*/api/csc/webchat/leaveMessage', () =>
        HttpResponse.json(
          { statusCode: 422, message: { info: '留言太频繁，请稍后再试' }, data: null },
          { status: 422 },
        ),
      ),
    );
    const { dialog } = await openForm();
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '张三');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.type(within(dialog).getByRole('textbox', { name: '留言内容' }), '电脑无法开机');
    await user.click(within(dialog).getByRole('button', { name: '提交留言' }));
    expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(
      '留言太频繁，请稍后再试',
    );
  });
});
