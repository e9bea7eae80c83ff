import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { AvailabilityNotice } from './availability-notice';

const shanghai = {
  time_zone: 'Asia/Shanghai',
  days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '21:00' })),
  holidays: ['2026-10-01'],
};
// 22:30 on Friday 27 November 2026 in Shanghai.
const NOW = Date.UTC(2026, 10, 27, 14, 30);

describe('AvailabilityNotice (#17 item 3)', () => {
  it('says that no engineer is online and offers to leave a message', async () => {
    const onLeaveMessage = vi.fn();
    renderWithTheme(
      <AvailabilityNotice
        unavailable={{ reason: 'no_engineer' }}
        queued={false}
        onLeaveMessage={onLeaveMessage}
        now={NOW}
      />,
    );
    expect(screen.getByText('当前没有在线工程师')).toBeInTheDocument();
    expect(screen.queryByText(/服务时间/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '留言' }));
    expect(onLeaveMessage).toHaveBeenCalledWith();
  });

  it('outside the hours says them in the project’s zone and when it opens next', () => {
    renderWithTheme(
      <AvailabilityNotice
        unavailable={{ reason: 'closed', hours: shanghai, opensAt: Date.UTC(2026, 10, 28, 1) }}
        queued={false}
        onLeaveMessage={() => undefined}
        now={NOW}
      />,
    );
    expect(screen.getByText('当前为非服务时间')).toBeInTheDocument();
    expect(screen.getByText('服务时间：每天 09:00-21:00，北京时间')).toBeInTheDocument();
    expect(screen.getByText('下次服务：明天 09:00')).toBeInTheDocument();
  });

  it('on a holiday names the day it opens again', () => {
    renderWithTheme(
      <AvailabilityNotice
        unavailable={{ reason: 'holiday', hours: shanghai, opensAt: Date.UTC(2026, 10, 30, 1) }}
        queued={false}
        onLeaveMessage={() => undefined}
        now={NOW}
      />,
    );
    expect(screen.getByText('今天是节假日，暂停人工服务')).toBeInTheDocument();
    expect(screen.getByText('下次服务：11月30日周一 09:00')).toBeInTheDocument();
  });

  it('to a visitor in the queue offers to leave it for a message', async () => {
    const onLeaveMessage = vi.fn();
    renderWithTheme(
      <AvailabilityNotice
        unavailable={{ reason: 'no_engineer' }}
        queued
        onLeaveMessage={onLeaveMessage}
        now={NOW}
      />,
    );
    expect(screen.getByText(/您可以取消排队并留言/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消排队并留言' }));
    expect(onLeaveMessage).toHaveBeenCalledOnce();
  });

  it('speaks English', () => {
    renderWithTheme(
      <AvailabilityNotice
        unavailable={{ reason: 'closed', hours: shanghai, opensAt: Date.UTC(2026, 10, 28, 1) }}
        queued={false}
        onLeaveMessage={() => undefined}
        now={NOW}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('We are outside our service hours')).toBeInTheDocument();
    expect(
      screen.getByText('Service hours: Every day 09:00-21:00, Beijing time'),
    ).toBeInTheDocument();
    expect(screen.getByText('Next opening: tomorrow 09:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave a message' })).toBeInTheDocument();
  });
});
