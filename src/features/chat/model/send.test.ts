import { http, HttpResponse } from 'msw';
import { createApiClient, ApiError, type ApiClient } from '@/lib/api-client';
import { ownApi, outgoingEnvelope } from '@/lib/contract';
import { server } from '@/mocks/node';
import { call, useCallStore } from './chat-store';
import { buildEnvelope, retry, sendFile, sendImage, sendText, type SendContext } from './send';

const messages = () => useCallStore.getState().message;

async function chatting(): Promise<SendContext> {
  const login = await createApiClient().call(ownApi.loginAnon);
  const api = createApiClient({ getToken: () => login.token });
  const robot = await api.call(ownApi.robotStart, { query: { channel: 'webchat' } });
  useCallStore.setState({ sessionId: robot.session_id });
  return { api, token: login.token, projectId: '' };
}

/** A client whose uploads are scripted (jsdom cannot stream FormData through fetch). */
function scripted(
  upload: (signal?: AbortSignal, progress?: (p: number) => void) => Promise<unknown>,
): SendContext {
  const api = {
    call: vi.fn(
      async (
        endpoint: { path: string },
        options: { signal?: AbortSignal; onUploadProgress?: (p: number) => void },
      ) => {
        if (endpoint.path.includes('/upload/'))
          return upload(options.signal, options.onUploadProgress);
        return { messageID: 'm-server' };
      },
    ),
  } as unknown as ApiClient;
  return { api, token: 't', preview: () => 'blob:preview' };
}

describe('sending (SPEC §4)', () => {
  beforeEach(() => call.reset());

  it('a read receipt that outruns the send response is kept (not reset to unread)', async () => {
    const api = {
      call: vi.fn(async () => {
        // The engineer read it and the socket said so before HTTP answered.
        call.markRead('m-fast', 2);
        return { messageID: 'm-fast' };
      }),
    } as unknown as ApiClient;
    const { done } = sendText({ api, token: 't' }, '你好');
    await expect(done).resolves.toBe(true);
    expect(messages()[0]).toMatchObject({ message_id: 'm-fast', isRead: 2, error: '' });
    // A late copy of the same message from the socket does not undo it either.
    call.appendMessage({ ...messages()[0]!, id: 'other', isRead: 1 });
    expect(messages()).toHaveLength(1);
    expect(messages()[0]?.isRead).toBe(2);
  });

  it('text: presending, then empty with isRead unread on statusCode 200', async () => {
    const ctx = await chatting();
    const { id, done } = sendText(ctx, '你好');
    expect(messages().find((m) => m.id === id)).toMatchObject({
      error: 'presending',
      text: '你好',
    });
    await expect(done).resolves.toBe(true);
    expect(messages().find((m) => m.id === id)).toMatchObject({
      error: '',
      isRead: 1,
      message_id: expect.stringMatching(/^m-/),
    });
  });

  it('text: error and the error callback on failure; a retry sends the same client id once', async () => {
    const ctx = await chatting();
    server.use(
      http.post('/api/csc/core/webchat/main', () =>
        HttpResponse.json({ statusCode: 500, message: { info: '系统繁忙' } }),
      ),
    );
    const onError = vi.fn();
    const { id, done } = sendText(ctx, '在吗', onError);
    await done;
    expect(messages().find((m) => m.id === id)?.error).toBe('error');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'status', info: '系统繁忙' }),
    );
    server.resetHandlers();
    await expect(retry(ctx, id)).resolves.toBe(true);
    expect(messages().filter((m) => m.text === '在吗')).toHaveLength(1);
    expect(messages().find((m) => m.id === id)?.error).toBe('');
  });

  it('image: shows the local preview at once, uploads, then posts the uploaded URL', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const ctx = scripted((_s, progress) => {
      progress?.(0.5);
      return new Promise((r) => (finish = r));
    });
    const { id, done } = sendImage(ctx, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(messages()[0]).toMatchObject({
      id,
      type: 'Image',
      PicUrl: 'blob:preview',
      error: 'presending',
      progress: 0.5,
    });
    finish({ image_url: '/u/a.png' });
    await done;
    expect(messages()[0]).toMatchObject({ PicUrl: '/u/a.png', error: '', message_id: 'm-server' });
  });

  it('file: refuses a disallowed extension with the Chinese format message', () => {
    const result = sendFile(
      scripted(async () => ({ url: '/f' })),
      new File(['MZ'], 'setup.exe'),
    );
    expect(result).toEqual({ ok: false, message: expect.stringContaining('请上传以下格式的文件') });
    expect(messages()).toEqual([]);
  });

  it('file: progress, cancel removes it; a failed upload can be retried and uploads again', async () => {
    const abortable = scripted(
      (signal) =>
        new Promise((_r, reject) =>
          signal?.addEventListener('abort', () =>
            reject(new ApiError('cancelled', 'canceled', { path: '/api/csc/upload/file' })),
          ),
        ),
    );
    const cancelled = sendFile(abortable, new File(['%PDF'], '报价单.pdf'));
    if (!cancelled.ok) throw new Error('expected ok');
    expect(messages()[0]).toMatchObject({
      type: 'File',
      content: { name: '报价单.pdf', media: 'pdf' },
      progress: 0,
    });
    cancelled.cancel();
    await cancelled.done;
    expect(messages()).toEqual([]);

    let attempts = 0;
    const flaky = scripted(async () => {
      attempts += 1;
      if (attempts === 1)
        throw new ApiError('http', 'Bad Gateway', { path: '/api/csc/upload/file', status: 502 });
      return { url: '/f/报价单.pdf' };
    });
    const failed = sendFile(flaky, new File(['%PDF'], '报价单.pdf'));
    if (!failed.ok) throw new Error('expected ok');
    await failed.done;
    expect(messages()[0]?.error).toBe('error');
    await expect(retry(flaky, failed.id)).resolves.toBe(true);
    expect(attempts).toBe(2);
    expect(messages()[0]).toMatchObject({ error: '', MediaUrl: '/f/报价单.pdf' });
  });

  it('builds the outgoing envelope exactly as SPEC §3 observes', () => {
    const envelope = buildEnvelope(
      {
        id: 'c1',
        sessionId: 's1',
        type: 'Text',
        text: '你好',
        isEngineer: false,
        client_type: 'user',
        avatar: '',
        authorName: 'guest',
        sendTime: 1,
        timestamp: 1,
        error: '',
        isRead: 1,
      },
      '王工程师',
    );
    expect(outgoingEnvelope.safeParse(envelope).success).toBe(true);
    expect(envelope.MessageBody).toMatchObject({
      ChatRoute: 'webChat',
      ClientType: 'user',
      engineer_name: '王工程师',
      Body: { Type: 'Text', Content: '你好' },
    });
  });
});
