import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';
import { useVisitorStore } from '@/features/visitor-chat';

const VIDEO_SETTING = '*/cubevcaapi/csc/videoSetting/getVideoSetting';

async function openChat() {
  renderApp();
  await waitFor(() => expect(useVisitorStore.getState().sessionId).toBeDefined(), {
    timeout: 5000,
  });
}

/** The call entry on the desktop's side panel or in the phone's menu drawer. */
async function askForCall(user: ReturnType<typeof userEvent.setup>) {
  const menu = screen.queryByRole('button', { name: '菜单' });
  if (menu) await user.click(menu);
  const nav = await screen.findByRole('navigation', { name: '菜单' }, { timeout: 5000 });
  await user.click(within(nav).getByRole('button', { name: '语音/视频通话' }));
}

describe('the call entry (getVideoSetting)', () => {
  // The alert comes from the dialog host, a late part of the page: its cold import beside seven
  // other files once outran the 5 s the alert is awaited. This file is about the call entry.
  beforeAll(() => import('@/components/dialog'));

  it('answers a visitor who asks before the calling hours have arrived, once they do', async () => {
    const user = userEvent.setup();
    // The calling hours stay in flight until the visitor has clicked.
    let release!: () => void;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(VIDEO_SETTING, async () => {
        await clicked;
        return HttpResponse.json({
          statusCode: 200,
          message: { info: 'Success' },
          data: { voice_enabled: false, video_enabled: false, hours: '10:00-18:00' },
        });
      }),
    );
    await openChat();
    await askForCall(user);
    release();
    const alert = await screen.findByRole('alertdialog', undefined, { timeout: 5000 });
    expect(within(alert).getByRole('heading').textContent).toBe('语音/视频通话');
    expect(within(alert).getByText('当前不在通话服务时间（10:00-18:00）')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }, 20_000);

  it('says why when the calling hours cannot be read', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(VIDEO_SETTING, () =>
        HttpResponse.json(
          { statusCode: 500, message: { info: 'boom' }, data: null },
          { status: 500 },
        ),
      ),
    );
    await openChat();
    await askForCall(user);
    const alert = await screen.findByRole('alertdialog', undefined, { timeout: 5000 });
    expect(within(alert).getByText('服务暂时不可用（500）')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }, 20_000);
});
