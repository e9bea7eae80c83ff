import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { renderWithTheme } from '@/testing/render';
import type { VisitorSession } from '../model/visitor-session';
import { VisitorBanners, type VisitorBannersProps } from './visitor-banners';

function fakeReads(overrides: Partial<VisitorSession['reads']> = {}) {
  return {
    maintenance: vi.fn(async () => ({ enabled: true, message: '今晚 22:00 至 23:00 系统升级' })),
    tickets: vi.fn(async () => [{ id: 't1', title: '屏幕闪烁', status: '处理中' }]),
    videoSetting: vi.fn(),
    product: vi.fn(async () => ({ name: 'ThinkPad X1 Carbon' })),
    fastEntries: vi.fn(),
    ...overrides,
  } as unknown as VisitorSession['reads'] & Record<string, ReturnType<typeof vi.fn>>;
}

const base: VisitorBannersProps = {
  reads: undefined,
  token: 't-1',
  tickets: true,
  ticketsVersion: 0,
  markId: null,
  connection: 'online',
  startError: undefined,
  onReconnect: () => undefined,
};

describe('VisitorBanners', () => {
  it('reads nothing until the first words are on screen, then says what the reads found', async () => {
    const reads = fakeReads();
    const { rerender } = renderWithTheme(<VisitorBanners {...base} markId="m-9" />);
    expect(reads.maintenance).not.toHaveBeenCalled();
    rerender(<VisitorBanners {...base} reads={reads} markId="m-9" />);
    expect(await screen.findByText('今晚 22:00 至 23:00 系统升级')).toBeInTheDocument();
    expect(screen.getByText('系统维护通知')).toBeInTheDocument();
    expect(await screen.findByText('您有 1 个服务单：屏幕闪烁（处理中）')).toBeInTheDocument();
    expect(await screen.findByText('正在咨询：ThinkPad X1 Carbon')).toBeInTheDocument();
    expect(reads.product).toHaveBeenCalledWith('m-9');
  });

  it('asks for tickets only when the permission tree allows them, and again after a work order', async () => {
    const reads = fakeReads();
    const { rerender } = renderWithTheme(
      <VisitorBanners {...base} reads={reads} tickets={false} />,
    );
    await screen.findByText('系统维护通知');
    expect(reads.tickets).not.toHaveBeenCalled();
    rerender(<VisitorBanners {...base} reads={reads} />);
    await screen.findByText('您有 1 个服务单：屏幕闪烁（处理中）');
    rerender(<VisitorBanners {...base} reads={reads} ticketsVersion={1} />);
    await vi.waitFor(() => expect(reads.tickets).toHaveBeenCalledTimes(2));
  });

  it('says the connection dropped, or that another page took over, with a way back', async () => {
    const onReconnect = vi.fn();
    const { rerender } = renderWithTheme(
      <VisitorBanners {...base} connection="disconnected" onReconnect={onReconnect} />,
    );
    expect(screen.getByText('连接已断开，请检查网络连接')).toBeInTheDocument();
    rerender(<VisitorBanners {...base} connection="kicked" onReconnect={onReconnect} />);
    await userEvent.click(screen.getByRole('button', { name: '重新连接' }));
    expect(onReconnect).toHaveBeenCalledOnce();
  });

  it('words a start that failed, in SPEC §8 words, with a retry', async () => {
    const onReconnect = vi.fn();
    renderWithTheme(
      <VisitorBanners
        {...base}
        startError={new ApiError('network', 'Network Error', { path: '/api/csc/login/anon' })}
        onReconnect={onReconnect}
      />,
    );
    expect(screen.getByText('没能连接到在线客服')).toBeInTheDocument();
    expect(screen.getByText('网络错误，请检查网络连接')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onReconnect).toHaveBeenCalledOnce();
  });
});
