import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { VirtuosoMockContext } from 'react-virtuoso';
import { DialogHost } from '@/components/dialog';
import { dialogStore } from '@/components/dialog/dialog-store';
import { Toaster } from '@/components/toast';
import { useEnvironment } from '@/lib/env';
import { renderWithTheme } from '@/testing/render';
import { consoleStore } from '../model/console-store';
import { ChatEngineerScreen } from './chat-engineer-screen';

/** Waits longer than findBy's second: the socket logs in and the polls come round. */
export const eventually = (check: () => unknown, timeout = 4000) => waitFor(check, { timeout });

/** Console state and layout back to a known start (the backend is reset by the test file). */
export function freshConsole({ desktop = true } = {}) {
  consoleStore.reset();
  useEnvironment.setState({ desktop, projectId: 'DEFAULT_PROJECT' });
}

export function clearDialogs() {
  act(() => {
    for (const request of dialogStore.getSnapshot()) {
      dialogStore.answer(request.id, false);
      dialogStore.remove(request.id);
    }
  });
}

/** jsdom has no layout; Virtuoso's mock context lets it render the rows. */
export function renderConsole() {
  // jsdom has no element scrolling; the list scrolls to its newest row on open.
  HTMLElement.prototype.scrollTo ??= () => undefined;
  HTMLElement.prototype.scrollBy ??= () => undefined;
  return renderWithTheme(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 40 }}>
      <ChatEngineerScreen />
      <DialogHost />
      <Toaster />
    </VirtuosoMockContext.Provider>,
  );
}

/** Types the account and password and presses 登录; the caller waits for the answer it expects. */
export async function submitLogin(user: UserEvent, account: string, password: string) {
  await user.type(await screen.findByLabelText('工程师账号'), account);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

/**
 * Signs in and waits until the workspace shows (its status control). A worker's first sign-in
 * renders the whole console cold: 2-3 s idle, over 4 s on a loaded CI machine, which a test's
 * next wait for what it is about (a count, a row) then ran out on.
 */
export async function logIn(user: UserEvent, account = 'demo', password = 'demo123') {
  await submitLogin(user, account, password);
  await screen.findByRole('combobox', { name: '在线状态' }, { timeout: 15_000 });
}

export const conversation = () => screen.getByRole('log');
export const composer = () => screen.getByRole('textbox', { name: '输入消息' });
export const lists = () => screen.getByRole('navigation', { name: '排队与会话' });
export const sessionButton = (name: string) =>
  within(lists()).getByRole('button', { name: new RegExp(name) });
