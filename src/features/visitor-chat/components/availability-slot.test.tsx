import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { AvailabilitySlot } from './availability-slot';

const props = { openLeaveMessage: () => undefined, leaveQueue: () => undefined };

describe('AvailabilitySlot (#17 item 3)', () => {
  it('offers a queued visitor to leave only when nobody of the skill is left', async () => {
    renderWithTheme(<AvailabilitySlot {...props} queued unavailable={{ reason: 'no_engineer' }} />);
    expect(await screen.findByRole('button', { name: '取消排队并留言' })).toBeInTheDocument();
  });

  it('leaves a queued visitor in the queue at closing time: those signed in still serve it', async () => {
    renderWithTheme(<AvailabilitySlot {...props} queued unavailable={{ reason: 'closed' }} />);
    // The live region is there (the notice would be announced in it), and stays empty.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('当前为非服务时间')).toBeNull();
  });

  it('tells a visitor with the robot at once that the project is closed', async () => {
    renderWithTheme(
      <AvailabilitySlot {...props} queued={false} unavailable={{ reason: 'closed' }} />,
    );
    expect(await screen.findByText('当前为非服务时间')).toBeInTheDocument();
  });
});
