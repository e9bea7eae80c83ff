// @vitest-environment node
import { mailText, smtpServer } from '../../testing/loopback';
import { startTestServer, withoutMsw, type TestServer } from '../../testing/test-server';

/**
 * The outbox on the reference server (#39 item 4), as a visitor meets it: with SMTP_URL set, the
 * transcript they ask for reaches their proved address, sent by the server after the request has
 * committed. Before, it waited in one process's memory and was never sent.
 */
withoutMsw();

type Body = { data?: Record<string, unknown> | null };

async function call(server: TestServer, path: string, body?: unknown): Promise<Body> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Body;
  expect({ path, status: response.status, answer }).toMatchObject({ path, status: 200 });
  return answer;
}

describe('the outbox on the reference server', () => {
  it('mails the transcript a visitor asked for to the address they proved', async () => {
    const smtp = await smtpServer();
    const server = await startTestServer(
      { demoAccounts: false },
      { SMTP_URL: smtp.url, MAIL_FROM: 'service@example.com' },
    );
    try {
      await call(server, '/v2/login/code/li%40example.com', {});
      const code = /(\d{6})/.exec(mailText(smtp.received[0]!.data))?.[1] ?? '';
      const login = await call(server, '/api/csc/login', { email: 'li@example.com', code });
      const token = String(login.data?.token);
      const started = await call(server, `/api/csc/robot/start?channel=webchat&token=${token}`);
      await call(server, '/api/csc/core/webchat/main', {
        token,
        message_body: { MsgType: 'text', Content: '电脑开机黑屏', CreateTime: Date.now() },
      });
      const asked = await call(server, `/api/csc/session/c/transcript/email?token=${token}`, {
        session_id: started.data?.session_id,
        email: 'li@example.com',
      });
      expect(asked.data).toMatchObject({ status: 'queued' });
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000 });
      expect(smtp.received[1]!.to).toEqual(['li@example.com']);
      expect(smtp.received[1]!.data).toContain('Content-Type: text/html');
    } finally {
      await server.stop();
      await smtp.close();
    }
  });
});
