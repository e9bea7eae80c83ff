import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './app';
import { AppProviders } from './providers';
import { changeLanguage, createI18n } from '@/lib/i18n';
import { server } from '@/mocks/node';
import { useVisitorStore } from '@/features/visitor-chat';

describe('the visitor chat screen', () => {
  it('keeps its conversation through a language switch: no second login, no reconnect', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    const i18n = createI18n('zh-CN');
    render(
      <AppProviders i18n={i18n}>
        <MemoryRouter initialEntries={['/chatQueue']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    // The conversation is virtualised (jsdom lays nothing out): the store says what it holds.
    const robotSpoke = () =>
      useVisitorStore.getState().message.some((m) => m.authorRole === 'robot');
    await waitFor(() => expect(robotSpoke()).toBe(true), { timeout: 10_000 });
    const sessionId = useVisitorStore.getState().sessionId;
    const starts = () =>
      asked.filter((path) =>
        ['/api/csc/login/anon', '/api/csc/ucenter/userSig', '/api/csc/robot/start'].includes(path),
      );
    // The IM signature follows the robot's first words (at most 1.5 s later: jsdom paints none).
    await waitFor(() => expect(starts()).toHaveLength(3), { timeout: 5_000 });
    const before = starts();

    await act(() => changeLanguage(i18n, 'en'));
    expect(await screen.findByRole('textbox', { name: 'Type a message' })).toBeVisible();
    // Long enough for a restarted session to have logged in and asked for its signature again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.events.removeListener('request:start', record);
    expect(starts(), JSON.stringify(asked)).toEqual(before);
    expect(useVisitorStore.getState().sessionId).toBe(sessionId);
    expect(robotSpoke()).toBe(true);
  }, 20_000);
});
