import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { Button } from './button';

describe('Button', () => {
  it('is a real button that does not submit forms by default', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>发送</Button>);
    const button = screen.getByRole('button', { name: '发送' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        发送
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
