import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { uploadFormatMessage } from '@/lib/validate';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';
import { useVisitorStore } from '@/features/visitor-chat';

/** The visitor's chat on the in-test backend, as a visitor meets it. */
async function openChat() {
  renderApp();
  const field = await screen.findByRole('textbox', { name: '输入消息' }, { timeout: 5000 });
  // The robot's greeting: the chat is up and sending works.
  await waitFor(() => expect(useVisitorStore.getState().sessionId).toBeDefined(), {
    timeout: 5000,
  });
  await waitFor(() => expect(screen.getByRole('button', { name: '发送图片' })).toBeEnabled());
  return field;
}

const row = (text: string) => screen.getByText(text).closest('[data-message-id]') as HTMLElement;
const setOnline = (value: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });

describe('sending from the visitor chat', () => {
  afterEach(() => setOnline(true));

  it('a 429 says "发送太快，请稍后再试"; the message waits as sending and then leaves', async () => {
    const user = userEvent.setup();
    let refused = 0;
    server.use(
      // Refused twice: the message waits 1 s and then 2 s (the sender's backoff), long enough
      // to be seen waiting on a busy machine.
      http.post('/api/csc/core/webchat/main', () => {
        if (refused > 1) return undefined;
        refused += 1;
        return HttpResponse.json(
          { statusCode: 429, message: { info: '发送太快', code: 'rate_limited' }, data: null },
          { status: 429 },
        );
      }),
    );
    const field = await openChat();
    await user.type(field, '快一点{Enter}');
    // The send pipeline is a chunk of its own: on a busy machine it takes more than a second.
    expect(
      await screen.findByText('发送太快，请稍后再试', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByText('快一点');
    await waitFor(() => expect(within(row('快一点')).getByText('发送中')).toBeInTheDocument());
    expect(screen.queryByText('发送失败')).not.toBeInTheDocument();
    await waitFor(() => expect(within(row('快一点')).getByText('未读')).toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(refused).toBe(2);
    // It waits out the server's Retry-After on a real clock.
  }, 15_000);

  it('offline, a message shows as sending (not failed) and leaves when the network is back', async () => {
    const user = userEvent.setup();
    let offline = false;
    // Offline, a request gets no answer (the outbox tries anyway when the socket comes back).
    server.use(
      http.post('/api/csc/core/webchat/main', () => (offline ? HttpResponse.error() : undefined)),
    );
    const field = await openChat();
    setOnline(false);
    offline = true;
    await user.type(field, '在吗{Enter}');
    // The row appears once the send pipeline (its own chunk) has taken the message.
    await screen.findByText('在吗');
    await waitFor(() => expect(within(row('在吗')).getByText('发送中')).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('发送失败')).not.toBeInTheDocument();
    offline = false;
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(row('在吗')).getByText('未读')).toBeInTheDocument());
  });

  it('setup.exe given to the image button is refused with SPEC §5 formats, no bubble', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openChat();
    const before = useVisitorStore.getState().message.length;
    const input = document.querySelector(
      'input[type="file"][accept^="image/"]',
    ) as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([0x4d, 0x5a])], 'setup.exe'));
    expect(await screen.findByText(uploadFormatMessage())).toBeInTheDocument();
    expect(useVisitorStore.getState().message).toHaveLength(before);
  });
});
