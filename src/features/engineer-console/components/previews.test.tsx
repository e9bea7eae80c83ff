import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREVIEW_MAX_CHARS } from '@/components/preview';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import {
  clearDialogs,
  eventually,
  freshConsole,
  lists,
  logIn,
  renderConsole,
  sessionButton,
} from './test-helpers';

beforeEach(() => {
  resetMockBackend({ simulate: false });
  freshConsole();
});
afterEach(() => clearDialogs());

/** A pasted log: 5,000 characters over many lines, one of them a word with no spaces. */
const PASTED = `开机黑屏日志\n\n\n${'0x'.padEnd(2_000, 'F')}\n${'风扇转但屏幕不亮。\n'.repeat(300)}`;
const START = /^开机黑屏日志 0xFFFF/;

async function queueVisitor(name: string, text: string) {
  const core = mockBackend().core;
  const login = await core.loginAnon();
  const visitor = { ...(await core.visitorByToken(login.token)), nickname: name };
  await core.ctx.store.visitors.put(visitor);
  await core.selectBigQueue(visitor, 'NB', 'webchat');
  await core.sendFromVisitor(visitor, { kind: 'Text', text });
}

/** The preview's text: one line of words, no longer than the cut. */
function expectCut(preview: HTMLElement) {
  const text = preview.textContent ?? '';
  expect(text).toMatch(START);
  expect(text).toHaveLength(PREVIEW_MAX_CHARS);
  expect(text.endsWith('…')).toBe(true);
  expect(text).not.toContain('\n');
}

describe('engineer console: previews of long messages', { timeout: 40_000 }, () => {
  it('shortens a 5,000-character message in the queue, the conversation list and the history', async () => {
    expect(PASTED.length).toBeGreaterThan(5_000);
    const user = userEvent.setup();
    await queueVisitor('访客甲', PASTED);
    renderConsole();
    await logIn(user);

    // The queue: two lines of it, more of it in the hover title.
    const queue = await screen.findByRole('region', { name: /排队中/ });
    const waiting = await within(queue).findByText(START, {}, { timeout: 8000 });
    expectCut(waiting);
    expect(waiting.getAttribute('title')).toMatch(START);
    expect(waiting.getAttribute('title')!.length).toBeGreaterThan(PREVIEW_MAX_CHARS);
    expect(queue.textContent!.length).toBeLessThan(1_000);
    await user.click(within(queue).getByRole('button', { name: '接入 访客甲' }));

    // The conversation list: one line, the conversation itself holds the whole message.
    await eventually(() => expect(sessionButton('访客甲')).toBeInTheDocument());
    const row = sessionButton('访客甲');
    expectCut(within(row).getByText(START));
    expect(within(row).getByText(START)).not.toHaveAttribute('title');
    expect(row.textContent!.length).toBeLessThan(PREVIEW_MAX_CHARS + 20);
    expect(lists().textContent).not.toContain(PASTED.slice(0, 500));

    // The visitor's history (this conversation's row): cut, with a longer title.
    const past = await screen.findByRole('list', { name: '历史会话' }, { timeout: 8000 });
    const last = await within(past).findByText(START, {}, { timeout: 8000 });
    expectCut(last);
    expect(last.getAttribute('title')).toMatch(START);
  });
});
