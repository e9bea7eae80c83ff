import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { VisitorMenu } from './visitor-menu';

const names = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('VisitorMenu (SPEC §6 switches)', () => {
  it('offers the service-cloud services only when the permission tree allows them', () => {
    const { rerender } = renderWithTheme(
      <VisitorMenu onAction={() => {}} canEnd switches={{ services: true, singleProject: true }} />,
    );
    expect(names()).toEqual([
      '历史会话',
      '聊天记录',
      '我的服务单',
      '自助报修',
      '语音/视频通话',
      'VIP 专属服务',
      '登录 / 切换账号',
      'English',
      '结束会话',
    ]);
    rerender(
      <VisitorMenu
        onAction={() => {}}
        canEnd={false}
        switches={{ services: false, singleProject: true }}
      />,
    );
    // No conversation: nothing to save or end.
    expect(names()).toEqual(['历史会话', '登录 / 切换账号', 'English']);
  });

  it('offers switching projects when the customer has several (permission.projects true)', async () => {
    const onAction = vi.fn();
    renderWithTheme(
      <VisitorMenu
        onAction={onAction}
        canEnd={false}
        switches={{ services: false, singleProject: false }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '切换服务项目' }));
    expect(onAction).toHaveBeenCalledWith('projects');
  });
});
