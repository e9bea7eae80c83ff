import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';
import { useVisitorStore } from '../model/visitor-store';

const ONLINE = '*/api/csc/production/chek/onlineEngineer';
const QUEUE = '*/api/csc/queue/selectBigQueue';
const COMPANY = '*/api/csc/webchat/company';
const slow = { timeout: 8000 };
const ok = (data: unknown) => HttpResponse.json({ statusCode: 200, message: { info: '' }, data });

/** Answers onlineEngineer with `answer()` at each ask, and counts the asks. */
function availability(answer: () => object) {
  const asks: URLSearchParams[] = [];
  server.use(
    http.get(ONLINE, ({ request }) => {
      asks.push(new URL(request.url).searchParams);
      return ok(answer());
    }),
  );
  return asks;
}

/** The status line's 转人工 (the robot's quick entries may offer one too). */
const transferButton = async () =>
  (await screen.findAllByRole('button', { name: '转人工' }, slow))[0]!;

// The offers' chunk: its first import is the worker transforming its modules, over a test's
// wait on a loaded machine (the notice then came after its button was looked for).
beforeAll(() => import('./offer-parts'));

async function openChat() {
  renderApp('/chatQueue?queue_code=NB');
  await waitFor(() => expect(useVisitorStore.getState().sessionId).toBeDefined(), slow);
}

describe('the widget when nobody can serve (#17 item 3)', () => {
  it('says so at once, offers 留言 for 转人工, and switches back live when an engineer comes online', async () => {
    let answer: object = { online: 0, open: false, reason: 'no_engineer' };
    const asks = availability(() => answer);
    const user = userEvent.setup();
    await openChat();
    expect(await screen.findByText('当前没有在线工程师', {}, slow)).toBeInTheDocument();
    expect(asks[0]?.get('skill')).toBe('NB');
    // 转人工 does not queue into the void: the form comes instead.
    await user.click(await transferButton());
    const dialog = await screen.findByRole('dialog', { name: '留言' }, slow);
    expect(within(dialog).getByRole('textbox', { name: '姓名' })).toBeInTheDocument();
    expect(useVisitorStore.getState().queue).toBeUndefined();
    await user.keyboard('{Escape}');
    // An engineer comes online; the page is seen again (a poll would do the same, 20 s on).
    answer = { online: 1, open: true };
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.queryByText('当前没有在线工程师')).toBeNull(), slow);
    expect(asks.length).toBeGreaterThanOrEqual(2);
  });

  it('outside the hours says when the project opens next, inside a live region', async () => {
    availability(() => ({
      online: 2,
      open: false,
      reason: 'closed',
      opens_at: new Date(Date.now() + 36 * 3600_000).toISOString(),
      hours: {
        time_zone: 'Asia/Shanghai',
        days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '21:00' })),
        holidays: [],
      },
    }));
    await openChat();
    const notice = await screen.findByText('当前为非服务时间', {}, slow);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('服务时间：每天 09:00-21:00，北京时间')).toBeInTheDocument();
    expect(screen.getByText(/^下次服务：/)).toBeInTheDocument();
  });

  it('opens the form in the server’s words when it refuses the transfer out of hours', async () => {
    availability(() => ({ online: 1, open: true }));
    server.use(
      http.post(QUEUE, () =>
        HttpResponse.json({
          statusCode: 1001,
          message: { info: '当前为非服务时间，您可以留言，我们会尽快联系您', code: 'out_of_hours' },
          data: null,
        }),
      ),
    );
    const user = userEvent.setup();
    await openChat();
    await user.click(await transferButton());
    const dialog = await screen.findByRole('dialog', { name: '留言' }, slow);
    expect(dialog).toHaveAccessibleDescription('当前为非服务时间，您可以留言，我们会尽快联系您');
  });

  it('offers a visitor already queueing to leave a message instead, cancelling the queue', async () => {
    let answer: object = { online: 1, open: true };
    availability(() => answer);
    const user = userEvent.setup();
    await openChat();
    await user.click(await transferButton());
    await waitFor(() => expect(useVisitorStore.getState().queue).toBeDefined(), slow);
    answer = { online: 0, open: false, reason: 'no_engineer' };
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await user.click(await screen.findByRole('button', { name: '取消排队并留言' }, slow));
    expect(await screen.findByRole('dialog', { name: '留言' }, slow)).toBeInTheDocument();
    expect(useVisitorStore.getState().queue).toBeUndefined();
  });
});

describe('the pre-chat form (#17 item 3)', () => {
  it('asks its fields before the first transfer, sends them with it, and not again in this tab', async () => {
    availability(() => ({ online: 1, open: true }));
    server.use(
      http.get(COMPANY, () =>
        ok({
          company_name: 'ThinkPad 服务',
          pre_chat: {
            fields: [
              { name: 'name', required: true },
              { name: 'phone', required: true },
              { name: 'email', required: false },
            ],
          },
        }),
      ),
    );
    const bodies: { pre_chat?: unknown }[] = [];
    server.use(
      http.post(QUEUE, async ({ request }) => {
        bodies.push((await request.json()) as { pre_chat?: unknown });
        // Full: a warning, and the robot takes the visitor back (so they can ask again).
        return HttpResponse.json({
          statusCode: 1001,
          message: { info: '排队人数过多' },
          data: null,
        });
      }),
    );
    const user = userEvent.setup();
    await openChat();
    await waitFor(() => expect(useVisitorStore.getState().company).toBeDefined(), slow);
    await user.click(await transferButton());
    const dialog = await screen.findByRole('dialog', { name: '咨询前请填写' }, slow);
    expect(within(dialog).getByText('带 * 的为必填项')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: '姓名' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByRole('textbox', { name: '邮箱' })).not.toHaveAttribute(
      'aria-required',
    );
    await user.click(within(dialog).getByRole('button', { name: '开始咨询' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('请填写姓名');
    await user.type(name, '张三');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(within(dialog).getByRole('button', { name: '开始咨询' }));
    await waitFor(() => expect(bodies).toHaveLength(1), slow);
    expect(bodies[0]?.pre_chat).toEqual({ name: '张三', phone: '13800138000' });
    expect(screen.queryByRole('dialog', { name: '咨询前请填写' })).toBeNull();
    // The second transfer in this tab sends the same answers without asking.
    await user.click(await transferButton());
    await waitFor(() => expect(bodies).toHaveLength(2), slow);
    expect(bodies[1]?.pre_chat).toEqual({ name: '张三', phone: '13800138000' });
    expect(screen.queryByRole('dialog', { name: '咨询前请填写' })).toBeNull();
  });
});
