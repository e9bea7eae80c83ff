import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import { clearDialogs, eventually, freshConsole, logIn, renderConsole } from './test-helpers';

beforeEach(() => {
  resetMockBackend({ simulate: false });
  freshConsole();
});
afterEach(() => clearDialogs());

async function visitorNamed(name: string) {
  const core = mockBackend().core;
  const visitor = {
    ...(await core.visitorByToken((await core.loginAnon()).token)),
    nickname: name,
  };
  await core.ctx.store.visitors.put(visitor);
  return visitor;
}

/** Two messages for the demo engineer's skills: 张先生 (phone, first), 李女士 (e-mail, a file). */
async function twoLeft() {
  const core = mockBackend().core;
  const first = await core.leaveMessage(await visitorNamed('访客甲'), {
    queueCode: 'NB',
    name: '张先生',
    phone: '13800138000',
    message: '笔记本开机黑屏，<b>电源灯</b>亮着。\n请回电。',
  });
  const second = await core.leaveMessage(await visitorNamed('访客乙'), {
    queueCode: 'DT',
    name: '李女士',
    email: 'li@example.com',
    message: '台式机风扇噪音很大。',
    attachments: ['/uploads/u1/%E5%8F%91%E7%A5%A8.pdf'],
  });
  return { first: first.ticketNo, second: second.ticketNo };
}

const entry = () => screen.getByRole('button', { name: /^留言/ });
const panel = () => screen.getByRole('region', { name: '访客留言' });
/** The panel's chunk loads on the first open. */
const shown = () => screen.findByRole('region', { name: '访客留言' }, { timeout: 4000 });

describe('engineer console: left messages (#17 item 3)', { timeout: 40_000 }, () => {
  it('counts the open ones beside the queue and lists them newest first, contacts as links', async () => {
    const user = userEvent.setup();
    await twoLeft();
    renderConsole();
    await logIn(user);
    await eventually(() => expect(entry()).toHaveAccessibleName('留言 2 条待处理'));

    await user.click(entry());
    await shown();
    // Reading starts at the panel's heading.
    await eventually(() => expect(screen.getByRole('heading', { name: '访客留言' })).toHaveFocus());
    expect(entry()).toHaveAttribute('aria-current', 'true');
    const items = await within(panel()).findAllByRole('article', {}, { timeout: 4000 });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '李女士',
      '张先生',
    ]);
    const [li, zhang] = items as [HTMLElement, HTMLElement];
    expect(within(zhang).getByRole('link', { name: '13800138000' })).toHaveAttribute(
      'href',
      'tel:13800138000',
    );
    // The visitor's words are text: the tags show as written, the line break is kept.
    expect(within(zhang).getByText(/<b>电源灯<\/b>亮着。/)).toBeInTheDocument();
    expect(zhang.querySelector('b')).toBeNull();
    expect(within(zhang).getByText('技能组 NB', { exact: false })).toBeInTheDocument();
    expect(within(li).getByRole('link', { name: 'li@example.com' })).toHaveAttribute(
      'href',
      'mailto:li@example.com',
    );
    const files = within(li).getByRole('list', { name: '附件' });
    expect(within(files).getByRole('link', { name: '发票.pdf' })).toHaveAttribute(
      'href',
      '/uploads/u1/%E5%8F%91%E7%A5%A8.pdf',
    );

    await user.click(within(panel()).getByRole('button', { name: '返回会话' }));
    expect(screen.queryByRole('region', { name: '访客留言' })).toBeNull();
    await eventually(() => expect(entry()).toHaveFocus());
  });

  it('marks one handled: it leaves the open list, the count falls, 已处理 shows who and when', async () => {
    const user = userEvent.setup();
    const { first } = await twoLeft();
    renderConsole();
    await logIn(user);
    await eventually(() => expect(entry()).toHaveAccessibleName('留言 2 条待处理'));
    await user.click(entry());

    await user.click(
      await within(await shown()).findByRole('button', { name: '将 张先生 的留言标记为已处理' }),
    );
    await eventually(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent(
        '已将 张先生 的留言标记为已处理',
      ),
    );
    await eventually(() =>
      expect(within(panel()).queryByRole('heading', { name: '张先生' })).toBeNull(),
    );
    await eventually(() => expect(entry()).toHaveAccessibleName('留言 1 条待处理'));
    const stored = await mockBackend().core.ctx.store.tickets.get(first);
    expect(stored?.handledBy).toBe('E0001');

    await user.click(within(panel()).getByRole('tab', { name: '已处理' }));
    const handled = await within(panel()).findByRole('article', { name: '张先生' });
    expect(within(handled).getByText(/^E0001 处理于/)).toBeInTheDocument();
    expect(within(handled).queryByRole('button')).toBeNull();
  });

  it('a message handled elsewhere first: the server’s words, and the list refreshes', async () => {
    const user = userEvent.setup();
    const { second } = await twoLeft();
    renderConsole();
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: /^留言/ }));
    const button = await within(await shown()).findByRole('button', {
      name: '将 李女士 的留言标记为已处理',
    });
    // Another tab of the same engineer answers it before this one.
    await mockBackend().core.handleLeftMessage('E0001', second);
    await user.click(button);
    await eventually(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent('该留言已处理，列表已刷新'),
    );
    await eventually(() =>
      expect(within(panel()).queryByRole('heading', { name: '李女士' })).toBeNull(),
    );
    expect(within(panel()).getByRole('heading', { name: '张先生' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    const user = userEvent.setup();
    renderConsole();
    await logIn(user);
    await eventually(() => expect(entry()).toHaveAccessibleName('留言 0 条待处理'));
    await user.click(entry());
    expect(await within(await shown()).findByText('暂无待处理的留言')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('tab', { name: '已处理' }));
    expect(await within(panel()).findByText('最近 30 天没有已处理的留言')).toBeInTheDocument();
  });
});

describe('engineer console: left messages arriving (#17 item 3)', { timeout: 40_000 }, () => {
  it('a message left while the console is open shows when the tab is looked at again', async () => {
    const user = userEvent.setup();
    renderConsole();
    await logIn(user);
    await eventually(() => expect(entry()).toHaveAccessibleName('留言 0 条待处理'));
    await user.click(entry());
    await within(await shown()).findByText('暂无待处理的留言');

    await mockBackend().core.leaveMessage(await visitorNamed('访客戊'), {
      name: '周先生',
      phone: '13600136000',
      message: '周末能上门吗？',
    });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(
      await within(panel()).findByRole('heading', { name: '周先生' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await eventually(() => expect(entry()).toHaveAccessibleName('留言 1 条待处理'));
  });
});

describe('engineer console: left messages and the queue (#17 item 3)', { timeout: 40_000 }, () => {
  it('accepting a visitor while the messages are open shows the new conversation', async () => {
    const user = userEvent.setup();
    await mockBackend().core.selectBigQueue(await visitorNamed('访客己'), 'NB', 'webchat');
    renderConsole();
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: /^留言/ }));
    await shown();
    const queue = await screen.findByRole('region', { name: /排队中/ });
    await user.click(await within(queue).findByRole('button', { name: '接入 访客己' }));
    expect(await screen.findByRole('heading', { level: 2, name: '访客己' })).toBeVisible();
    expect(screen.queryByRole('region', { name: '访客留言' })).toBeNull();
    expect(entry()).not.toHaveAttribute('aria-current');
  });
});

describe('engineer console: left messages on a phone (#17 item 3)', { timeout: 40_000 }, () => {
  it('opens in place of the lists and goes back to them', async () => {
    freshConsole({ desktop: false });
    const user = userEvent.setup();
    await twoLeft();
    renderConsole();
    await logIn(user);
    await eventually(() => expect(entry()).toHaveAccessibleName('留言 2 条待处理'));
    await user.click(entry());
    await within(await shown()).findAllByRole('article', {}, { timeout: 4000 });
    expect(screen.queryByRole('navigation', { name: '排队与会话' })).toBeNull();

    await user.click(within(panel()).getByRole('button', { name: '返回会话' }));
    expect(screen.getByRole('navigation', { name: '排队与会话' })).toBeInTheDocument();
    await eventually(() => expect(entry()).toHaveFocus());
  });
});

describe('engineer console: pre-chat answers (#17 item 3)', { timeout: 40_000 }, () => {
  it('shows what the visitor answered in the queue and in the visitor details', async () => {
    const user = userEvent.setup();
    const core = mockBackend().core;
    const visitor = await visitorNamed('访客丙');
    await core.selectBigQueue(visitor, 'NB', 'webchat', {
      preChat: { name: '王五', phone: '13900139000', email: 'wang@example.com', product: 'pl-nb' },
    });
    renderConsole();
    await logIn(user);
    const queue = await screen.findByRole('region', { name: /排队中/ });
    const row = (await within(queue).findByRole('button', { name: '接入 访客丙' })).closest('li')!;
    expect(within(row).getByText('姓名').nextSibling).toHaveTextContent('王五');
    expect(within(row).getByText('电话').nextSibling).toHaveTextContent('13900139000');
    expect(within(row).getByText('邮箱').nextSibling).toHaveTextContent('wang@example.com');
    // The product line by its name (the answer carries its id).
    await eventually(() =>
      expect(within(row).getByText('产品线').nextSibling).toHaveTextContent('笔记本电脑'),
    );

    await user.click(within(queue).getByRole('button', { name: '接入 访客丙' }));
    const side = await screen.findByRole('region', { name: '访客资料与工具' });
    expect(
      await within(side).findByRole('heading', { name: '访客填写的信息' }),
    ).toBeInTheDocument();
    await eventually(() =>
      expect(within(side).getByText('产品线').nextSibling).toHaveTextContent('笔记本电脑'),
    );
    expect(within(side).getByText('wang@example.com')).toBeInTheDocument();
  });

  it('shows nothing of the kind for a visitor who answered nothing', async () => {
    const user = userEvent.setup();
    const core = mockBackend().core;
    await core.selectBigQueue(await visitorNamed('访客丁'), 'NB', 'webchat');
    renderConsole();
    await logIn(user);
    const queue = await screen.findByRole('region', { name: /排队中/ });
    const row = (await within(queue).findByRole('button', { name: '接入 访客丁' })).closest('li')!;
    expect(within(row).queryByText('姓名')).toBeNull();
    await user.click(within(queue).getByRole('button', { name: '接入 访客丁' }));
    const side = await screen.findByRole('region', { name: '访客资料与工具' });
    await within(side).findByText('访客 ID');
    expect(within(side).queryByRole('heading', { name: '访客填写的信息' })).toBeNull();
  });
});
