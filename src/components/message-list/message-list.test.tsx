import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { TIMING } from '@/lib/constants';
import { renderWithTheme } from '@/testing/render';
import { MessageList, type MessageListProps } from './message-list';

interface Msg {
  id: string;
  timestamp: number;
  text: string;
  own?: boolean;
}

const ROW = 50;
const VIEWPORT = 300;
const NOW = new Date(2024, 4, 15, 12).getTime();
const HOUR = 3_600_000;
const msgs = (from: number, to: number, start = NOW - 2 * HOUR): Msg[] =>
  Array.from({ length: to - from }, (_, i) => ({
    id: `m${from + i}`,
    timestamp: start + (from + i) * 1000,
    text: `消息 ${from + i}`,
  }));

function List(props: Partial<MessageListProps<Msg>> & { items: Msg[] }): ReactElement {
  return (
    <MessageList<Msg>
      label="与客服的对话"
      renderItem={(m) => <p>{m.text}</p>}
      isOwn={(m) => m.own === true}
      {...props}
    />
  );
}

/**
 * jsdom has no layout, and Virtuoso measures everything: every row is ROW px tall, the viewport
 * VIEWPORT px, and a ResizeObserver reports whenever the observed subtree changes.
 */
function fakeLayout() {
  const isViewport = (el: HTMLElement) =>
    el.dataset.viewportType !== undefined || el.dataset.virtuosoScroller !== undefined;
  const rect = (height: number) => DOMRect.fromRect({ width: 390, height });
  const contentHeight = (scroller: HTMLElement) => {
    const list = scroller.querySelector<HTMLElement>('[data-testid="virtuoso-item-list"]');
    if (!list) return 0;
    const padding =
      (parseFloat(list.style.paddingTop) || 0) + (parseFloat(list.style.paddingBottom) || 0);
    return padding + list.querySelectorAll('[data-index]').length * ROW;
  };
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private mutations?: MutationObserver;
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const report = () =>
          setTimeout(() => this.callback([{ target } as ResizeObserverEntry], this as never));
        report();
        this.mutations = new MutationObserver(report);
        this.mutations.observe(target, { childList: true, subtree: true, attributes: true });
      }
      unobserve() {}
      disconnect() {
        this.mutations?.disconnect();
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.parentElement;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (isViewport(this)) return VIEWPORT;
    return this.dataset.index === undefined ? 0 : ROW;
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return isViewport(this as HTMLElement) ? VIEWPORT : 0;
  });
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    const el = this as HTMLElement;
    return el.dataset.virtuosoScroller === undefined ? 0 : Math.max(VIEWPORT, contentHeight(el));
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const el = this as HTMLElement;
    if (isViewport(el)) return rect(VIEWPORT);
    return rect(el.dataset.index === undefined ? 0 : ROW);
  });
  // Like a browser: the position changes at once, the scroll event follows.
  HTMLElement.prototype.scrollTo = function (
    this: HTMLElement,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === 'object' && options.top !== undefined) {
      this.scrollTop = Math.max(0, Math.min(options.top, this.scrollHeight - VIEWPORT));
    }
    setTimeout(() => this.dispatchEvent(new Event('scroll')));
  } as typeof HTMLElement.prototype.scrollTo;
  HTMLElement.prototype.scrollBy = function (
    this: HTMLElement,
    options?: ScrollToOptions | number,
  ) {
    const top = typeof options === 'object' ? (options.top ?? 0) : 0;
    this.scrollTo({ top: this.scrollTop + top });
  } as typeof HTMLElement.prototype.scrollBy;
}

const log = () => screen.getByRole('log');
const bottomOf = (el: HTMLElement) => el.scrollHeight - VIEWPORT;
/** Waits until Virtuoso has opened the list at its newest row. */
async function settled(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 4000 });
  // Virtuoso re-checks its opening scroll for a while after the last row was measured.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
}
async function scrollToTop() {
  act(() => {
    log().scrollTop = 0;
    fireEvent.scroll(log());
  });
  await screen.findByRole('button', { name: /回到最新消息|jump to latest/i });
}

beforeEach(() => {
  fakeLayout();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
});

describe('MessageList', () => {
  it('is a labelled, focusable polite log that opens at the newest item', async () => {
    renderWithTheme(<List items={msgs(0, 30)} />);
    await settled('消息 29');
    const list = screen.getByRole('log', { name: '与客服的对话' });
    expect(list).toHaveAttribute('aria-live', 'polite');
    expect(list).toHaveAttribute('aria-relevant', 'additions');
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list.scrollTop).toBe(bottomOf(list));
    expect(within(list).queryByText('消息 0')).not.toBeInTheDocument(); // virtualized away
    expect(list.querySelector('[data-row-key="m29"]')).not.toBeNull();
  });

  it('separates calendar days: full date, 昨天, 今天', async () => {
    const day = 24 * HOUR;
    const items = [
      { id: 'old', timestamp: NOW - 3 * day, text: '三天前' },
      { id: 'y', timestamp: NOW - day, text: '昨天的消息' },
      { id: 't', timestamp: NOW, text: '今天的消息' },
    ];
    renderWithTheme(<List items={items} />);
    await settled('今天的消息');
    const names = screen.getAllByRole('separator').map((s) => s.getAttribute('aria-label'));
    expect(names).toEqual(['5月12日星期日', '昨天', '今天']);
  });

  it('names the first day above the rows while older history may still come', async () => {
    renderWithTheme(<List items={msgs(0, 30)} hasMore onLoadOlder={() => new Promise(() => {})} />);
    await settled('消息 29');
    expect(screen.getAllByRole('separator', { name: '今天' })).toHaveLength(1);
  });

  it('labels days in English', async () => {
    renderWithTheme(<List items={msgs(0, 2)} />, { language: 'en' });
    expect(await screen.findByRole('separator', { name: 'Today' })).toBeInTheDocument();
  });

  it('shows the empty text when there are no items', () => {
    renderWithTheme(<List items={[]} />);
    expect(screen.getByText('暂无消息')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts new items while scrolled up and jumps to the bottom, clearing the count', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<List items={msgs(0, 30)} />);
    await settled('消息 29');
    await scrollToTop();
    expect(screen.getByRole('button', { name: '回到最新消息' })).not.toHaveTextContent(/\d/);

    rerender(<List items={msgs(0, 33)} />);
    const jump = screen.getByRole('button', { name: '3 条新消息，回到最新消息' });
    expect(jump).toHaveTextContent('3 条新消息');
    expect(log().scrollTop).toBe(0); // the reader is not yanked down

    await user.click(jump);
    await settled('消息 32');
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    expect(log()).toHaveFocus();
  });

  it('says "new messages" in English', async () => {
    const { rerender } = renderWithTheme(<List items={msgs(0, 30)} />, { language: 'en' });
    await settled('消息 29');
    await scrollToTop();
    rerender(<List items={msgs(0, 31)} />);
    expect(screen.getByRole('button', { name: '1 new message, jump to latest' })).toHaveTextContent(
      '1 new message',
    );
  });

  it('follows new items at the bottom without counting them', async () => {
    const { rerender } = renderWithTheme(<List items={msgs(0, 30)} />);
    await settled('消息 29');
    rerender(<List items={msgs(0, 31)} />);
    await settled('消息 30');
    expect(screen.queryByText(/条新消息/)).not.toBeInTheDocument();
  });

  it('follows the reader’s own new item even when scrolled up', async () => {
    const { rerender } = renderWithTheme(<List items={msgs(0, 30)} />);
    await settled('消息 29');
    await scrollToTop();
    const mine = { id: 'mine', timestamp: NOW, text: '我的消息', own: true };
    rerender(<List items={[...msgs(0, 30), mine]} />);
    await settled('我的消息');
    expect(screen.queryByText(/条新消息/)).not.toBeInTheDocument();
  });

  it('asks for older items at the top and shows a loading row until they arrive', async () => {
    let finish = () => {};
    const onLoadOlder = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<List items={msgs(10, 13)} hasMore onLoadOlder={onLoadOlder} />);
    await waitFor(() => expect(onLoadOlder).toHaveBeenCalledOnce());
    expect(screen.getByRole('status')).toHaveTextContent('正在加载更早的消息');
    expect(log()).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(log()).not.toHaveAttribute('aria-busy');
  });

  it('does not count prepended history as new messages', async () => {
    const { rerender } = renderWithTheme(<List items={msgs(10, 40)} />);
    await settled('消息 39');
    await scrollToTop();
    rerender(<List items={msgs(0, 40)} />);
    expect(screen.getByRole('button', { name: '回到最新消息' })).not.toHaveTextContent(/\d/);
  });

  it('does not ask for older items when there are none', async () => {
    const onLoadOlder = vi.fn(() => Promise.resolve());
    renderWithTheme(<List items={msgs(0, 3)} hasMore={false} onLoadOlder={onLoadOlder} />);
    await settled('消息 2');
    expect(onLoadOlder).not.toHaveBeenCalled();
  });

  it('scrolls to the bottom TIMING.historyScrollDelayMs after history has loaded', async () => {
    expect(TIMING.historyScrollDelayMs).toBe(300);
    const { rerender } = renderWithTheme(<List items={msgs(0, 30)} />);
    await settled('消息 29');
    await scrollToTop();
    vi.useRealTimers(); // from faking only Date to faking every timer
    vi.useFakeTimers({ now: NOW });
    rerender(<List items={msgs(0, 30)} historyLoadedAt={1} />);
    act(() => vi.advanceTimersByTime(TIMING.historyScrollDelayMs - 1));
    expect(log().scrollTop).toBe(0);
    act(() => vi.advanceTimersByTime(1));

    expect(log().scrollTop).toBe(bottomOf(log()));
  });
});
