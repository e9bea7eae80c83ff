import { createApiClient, ApiError, type ApiClient } from '@/lib/api-client';
import { consoleApi } from '@/lib/contract';
import { mockBackend, resetMockBackend } from '@/mocks/backend';
import { consoleStore, useConsoleStore } from './console-store';
import {
  cancelUpload,
  retry,
  sendFile,
  sendImage,
  sendText,
  type EngineerSendContext,
} from './send';

const engineer = { engineer_code: 'E0001', engineer_name: '演示工程师' };
const rows = (sessionId: string) => useConsoleStore.getState().messages[sessionId] ?? [];

/** The demo engineer serving a fresh visitor; sends go to the real mock backend. */
async function serving() {
  resetMockBackend({ simulate: false });
  consoleStore.reset();
  const core = mockBackend().core;
  const login = await createApiClient().call(consoleApi.login, {
    body: { account: 'demo', password: 'demo123' },
  });
  const visitor = core.visitorByToken(core.loginAnon().token);
  const { session_id } = core.selectBigQueue(visitor, 'NB', 'webchat');
  core.accept('E0001', session_id);
  const api = createApiClient({ getToken: () => login.token });
  return { api, sessionId: session_id, core };
}

/**
 * Uploads scripted, everything else real (jsdom cannot stream FormData through the client).
 */
function withUploads(
  real: ApiClient,
  upload: (signal?: AbortSignal, progress?: (p: number) => void) => Promise<unknown>,
): ApiClient {
  return {
    ...real,
    call: (async (endpoint: { path: string }, options: Parameters<ApiClient['call']>[1] = {}) =>
      endpoint.path.includes('/upload/')
        ? upload(options.signal, options.onUploadProgress)
        : real.call(endpoint as never, options as never)) as ApiClient['call'],
  };
}

describe('engineer sends', () => {
  it('text: presending, then the server id; stored as the engineer', async () => {
    const { api, sessionId, core } = await serving();
    const ctx: EngineerSendContext = { api, engineer, sessionId };
    const { id, done } = sendText(ctx, '您好');
    expect(rows(sessionId).find((m) => m.id === id)).toMatchObject({
      error: 'presending',
      isEngineer: true,
      client_type: 'engineer',
    });
    await expect(done).resolves.toBe(true);
    expect(rows(sessionId).find((m) => m.id === id)).toMatchObject({
      error: '',
      message_id: expect.stringMatching(/^m-/),
    });
    const stored = core.ctx.store.messages
      .query({ sessionId })
      .filter((m) => m.clientType === 'engineer');
    expect(stored).toEqual([
      expect.objectContaining({ text: '您好', fromAccount: 'E0001', clientMsgId: id }),
    ]);
  });

  it('image: local preview, upload, then posts the uploaded URL as an image', async () => {
    const { api, sessionId, core } = await serving();
    const ctx: EngineerSendContext = {
      api: withUploads(api, async (_s, progress) => (progress?.(0.5), { image_url: '/up/a.png' })),
      engineer,
      sessionId,
      preview: () => 'blob:preview',
    };
    const { id, done } = sendImage(
      ctx,
      new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }),
    );
    expect(rows(sessionId).find((m) => m.id === id)?.PicUrl).toBe('blob:preview');
    await expect(done).resolves.toBe(true);
    expect(rows(sessionId).find((m) => m.id === id)).toMatchObject({
      PicUrl: '/up/a.png',
      error: '',
    });
    expect(
      core.ctx.store.messages.query({ sessionId }).find((m) => m.kind === 'Image')?.mediaUrl,
    ).toBe('/up/a.png');
  });

  it('file: the allow-list first; a failed upload is retried with the same client id, stored once', async () => {
    const { api, sessionId, core } = await serving();
    let fail = true;
    const ctx: EngineerSendContext = {
      api: withUploads(api, async () => {
        if (fail)
          throw new ApiError('http', 'Bad Gateway', { path: '/api/csc/upload/file', status: 502 });
        return { url: '/up/q.pdf' };
      }),
      engineer,
      sessionId,
    };
    expect(sendFile(ctx, new File(['MZ'], 'a.exe'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('请上传以下格式的文件'),
    });
    const onError = vi.fn();
    const sent = sendFile(ctx, new File(['%PDF'], '报价单.pdf'), onError);
    if (!sent.ok) throw new Error('refused');
    await expect(sent.done).resolves.toBe(false);
    expect(onError).toHaveBeenCalled();
    expect(rows(sessionId).find((m) => m.id === sent.id)?.error).toBe('error');
    fail = false;
    await expect(retry(ctx, sent.id)).resolves.toBe(true);
    await expect(retry(ctx, sent.id)).resolves.toBe(false);
    const files = core.ctx.store.messages.query({ sessionId }).filter((m) => m.kind === 'File');
    expect(files).toEqual([
      expect.objectContaining({ fileName: '报价单.pdf', mediaUrl: '/up/q.pdf', fileType: 'pdf' }),
    ]);
  });

  it('file: cancelling an upload removes the row', async () => {
    const { api, sessionId } = await serving();
    const ctx: EngineerSendContext = {
      api: withUploads(
        api,
        (signal) =>
          new Promise((_, reject) =>
            signal?.addEventListener('abort', () =>
              reject(new ApiError('cancelled', 'canceled', { path: '/api/csc/upload/file' })),
            ),
          ),
      ),
      engineer,
      sessionId,
    };
    const sent = sendFile(ctx, new File(['x'], 'big.zip'));
    if (!sent.ok) throw new Error('refused');
    expect(rows(sessionId).some((m) => m.id === sent.id)).toBe(true);
    cancelUpload(sent.id);
    await expect(sent.done).resolves.toBe(false);
    expect(rows(sessionId).some((m) => m.id === sent.id)).toBe(false);
  });
});
