import type { Locator, Page } from 'playwright-core';

/** The demo engineer of the seed (server/demo/seed.ts) and of the mocks. */
export const DEMO_ENGINEER = { account: 'demo', password: 'demo123' } as const;

/** The console's online-status control, by its accessible name (one place for every test). */
export function statusControl(page: Page): Locator {
  return page.getByRole('combobox', { name: '在线状态' });
}

/** The console's sign-in form, filled and sent: no wait (see signInConsole). */
export async function submitConsoleLogin(
  page: Page,
  { account, password }: { account: string; password: string } = DEMO_ENGINEER,
): Promise<void> {
  await page.getByLabel('工程师账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Opens the console at `baseUrl` and signs in (the demo engineer by default), until it shows. */
export async function signInConsole(
  page: Page,
  baseUrl: string,
  who: { account: string; password: string } = DEMO_ENGINEER,
): Promise<void> {
  await page.goto(`${baseUrl}/chatEngieer`);
  await submitConsoleLogin(page, who);
  await statusControl(page).waitFor();
}

/** The statuses' words in the control's list (zh-CN). */
const STATUS_WORDS = { online: '在线', busy: '忙碌', away: '离开', offline: '离线' } as const;

/**
 * Sets the engineer's online status through the console's control: opens its list and picks
 * the status (offline is the system's, never offered).
 */
export async function setConsoleStatus(
  page: Page,
  status: 'online' | 'busy' | 'away' | 'offline',
): Promise<void> {
  const control = statusControl(page);
  await control.click();
  await page.getByRole('option', { name: STATUS_WORDS[status], exact: true }).click();
  await control.filter({ hasText: STATUS_WORDS[status] }).waitFor();
}
