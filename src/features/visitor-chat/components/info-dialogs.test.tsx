import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/lib/api-client';
import { server } from '@/mocks/node';
import { renderWithTheme } from '@/testing/render';
import { TicketsDialog } from './info-dialogs';

const api = createApiClient({ getToken: () => 'visitor-token' });

describe('TicketsDialog', () => {
  it('says when the list could not be read, and reads it again on retry (no endless spinner)', async () => {
    let calls = 0;
    server.use(
      http.get('/api/csc/webchat/getTicketList', () => {
        calls += 1;
        if (calls === 1) return new HttpResponse(null, { status: 500 });
        return HttpResponse.json({
          statusCode: 200,
          message: { info: 'Success' },
          data: [
            {
              ticket_no: 'T-1001',
              kind: 'repair',
              title: '屏幕闪烁',
              status: '处理中',
              created_at: '2026-11-20T08:00:00Z',
            },
          ],
        });
      }),
    );
    renderWithTheme(<TicketsDialog api={api} open onOpenChange={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('没有加载成功');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('屏幕闪烁')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
