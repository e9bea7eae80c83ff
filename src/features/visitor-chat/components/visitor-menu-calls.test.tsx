import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { VisitorMenu } from './visitor-menu';

const names = () => screen.getAllByRole('button').map((b) => b.textContent);
const switches = { services: true, singleProject: true };

describe('VisitorMenu: calls (#18)', () => {
  it('answers with the calling hours until a call can start', () => {
    renderWithTheme(<VisitorMenu onAction={() => {}} canEnd switches={switches} />);
    expect(names()).toContain('语音/视频通话');
    expect(names()).not.toContain('语音通话');
    expect(names()).not.toContain('视频通话');
  });

  it('offers a voice and a video call in a live conversation with an engineer', async () => {
    const onAction = vi.fn();
    renderWithTheme(<VisitorMenu onAction={onAction} canEnd switches={switches} canCall />);
    expect(names()).not.toContain('语音/视频通话');
    await userEvent.click(screen.getByRole('button', { name: '语音通话' }));
    expect(onAction).toHaveBeenLastCalledWith('voiceCall');
    await userEvent.click(screen.getByRole('button', { name: '视频通话' }));
    expect(onAction).toHaveBeenLastCalledWith('videoCall');
  });

  it('offers calls with an engineer whatever the services switch says', () => {
    renderWithTheme(
      <VisitorMenu
        onAction={() => {}}
        canEnd
        switches={{ services: false, singleProject: true }}
        canCall
      />,
    );
    expect(names()).toEqual(expect.arrayContaining(['语音通话', '视频通话']));
  });
});
