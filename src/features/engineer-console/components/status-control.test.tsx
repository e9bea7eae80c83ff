import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@/components/theme';
import { renderWithTheme } from '@/testing/render';
import { consoleStore, useConsoleStore } from '../model/console-store';
import type { EngineerConsole } from '../model/engineer-console';
import type { EngineerStatus } from '../model/types';
import { STATUS_TONE, StatusControl } from './status-control';

function signedIn(status: EngineerStatus) {
  consoleStore.reset();
  consoleStore.setAuth({
    token: 't',
    engineer: { code: 'E0001', name: '演示工程师' },
    status,
  });
}

function setup(status: EngineerStatus, language?: 'en') {
  signedIn(status);
  const setStatus = vi.fn(async () => undefined);
  const controller = { setStatus } as unknown as EngineerConsole;
  renderWithTheme(<StatusControl controller={controller} />, { language });
  return { setStatus, user: userEvent.setup() };
}

describe('StatusControl', () => {
  it('colours each status: online green, busy red, away amber, offline grey', () => {
    expect(STATUS_TONE).toEqual({
      online: 'success',
      busy: 'danger',
      away: 'warning',
      offline: 'textMuted',
    });
    expect(theme.colors[STATUS_TONE.online]).toBe('#1a7f37');
  });

  it('shows the status with its dot in a button named 在线状态', () => {
    setup('busy');
    const control = screen.getByRole('combobox', { name: '在线状态' });
    expect(control).toHaveTextContent('忙碌');
    expect(control.querySelector('[data-status="busy"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the statuses, each with its dot, and picking one calls setStatus', async () => {
    const { setStatus, user } = setup('online');
    await user.click(screen.getByRole('combobox', { name: '在线状态' }));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['在线', '忙碌', '离开']);
    expect(
      options.map((o) => o.querySelector('[data-status]')?.getAttribute('data-status')),
    ).toEqual(['online', 'busy', 'away']);
    await user.click(screen.getByRole('option', { name: '离开' }));
    expect(setStatus).toHaveBeenCalledWith('away');
  });

  it('changes from the keyboard', async () => {
    const { setStatus, user } = setup('online');
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(setStatus).toHaveBeenCalledWith('busy');
  });

  it('shows offline (the system’s status) but never offers it', async () => {
    const { setStatus, user } = setup('offline');
    const control = screen.getByRole('combobox', { name: '在线状态' });
    expect(control).toHaveTextContent('离线');
    await user.click(control);
    expect(screen.getByRole('option', { name: '离线' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '离线' }));
    expect(setStatus).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: '在线' }));
    expect(setStatus).toHaveBeenCalledWith('online');
  });

  it('shows a pending change at once, busy until the server answers', () => {
    signedIn('online');
    useConsoleStore.setState({ statusPending: 'away' });
    renderWithTheme(<StatusControl controller={{} as EngineerConsole} />);
    const control = screen.getByRole('combobox', { name: '在线状态' });
    expect(control).toHaveTextContent('离开');
    expect(control).toHaveAttribute('aria-busy', 'true');
  });

  it('speaks English', async () => {
    const { user } = setup('away', 'en');
    const control = screen.getByRole('combobox', { name: 'Status' });
    expect(control).toHaveTextContent('Away');
    await user.click(control);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Online',
      'Busy',
      'Away',
    ]);
  });
});
