import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMING } from '@/lib/constants';
import { renderWithTheme } from '@/testing/render';
import { Tooltip, TooltipProvider } from './tooltip';

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const mouse = { pointerType: 'mouse' };

function renderTooltip(props: Partial<Parameters<typeof Tooltip>[0]> = {}) {
  return renderWithTheme(
    <TooltipProvider delayDuration={0}>
      <Tooltip content="复制消息" {...props}>
        <button type="button">复制</button>
      </Tooltip>
    </TooltipProvider>,
  );
}

async function hoverTrigger() {
  const trigger = screen.getByRole('button', { name: '复制' });
  fireEvent.pointerEnter(trigger, mouse);
  fireEvent.pointerMove(trigger, mouse);
  await advance(0);
  return trigger;
}

beforeEach(() => {
  // Radix measures the arrow; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Tooltip', () => {
  it('closes SPEC §9 200 ms after the pointer leaves', async () => {
    expect(TIMING.tooltipCloseDelayMs).toBe(200);
    vi.useFakeTimers();
    renderTooltip();
    const trigger = await hoverTrigger();
    expect(screen.getByRole('tooltip')).toHaveTextContent('复制消息');
    fireEvent.pointerLeave(trigger, mouse);
    await advance(199);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays open when the pointer comes back within the delay', async () => {
    vi.useFakeTimers();
    renderTooltip();
    const trigger = await hoverTrigger();
    fireEvent.pointerLeave(trigger, mouse);
    await advance(150);
    fireEvent.pointerEnter(trigger, mouse);
    await advance(500);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('stays open while the pointer is on the tooltip itself', async () => {
    vi.useFakeTimers();
    renderTooltip();
    const trigger = await hoverTrigger();
    fireEvent.pointerLeave(trigger, mouse);
    const bubble = screen.getByRole('tooltip');
    fireEvent.pointerEnter(bubble, mouse);
    await advance(1000);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(bubble, mouse);
    await advance(TIMING.tooltipCloseDelayMs);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus, describes the trigger, and Esc closes it at once', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    const trigger = screen.getByRole('button', { name: '复制' });
    expect(trigger).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(trigger).toHaveAccessibleDescription('复制消息');
    expect(tooltip).toHaveTextContent('复制消息');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes at once when the trigger is clicked', async () => {
    vi.useFakeTimers();
    renderTooltip();
    const trigger = await hoverTrigger();
    fireEvent.pointerDown(trigger, mouse);
    fireEvent.click(trigger);
    await advance(0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderTooltip({ open: true, onOpenChange });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <TooltipProvider>
        <Tooltip content="复制消息" open={false}>
          <button type="button">复制</button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('works without a provider', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Tooltip content="查看历史会话" side="bottom">
        <button type="button">历史</button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('查看历史会话');
  });
});
