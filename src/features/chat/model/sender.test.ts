import 'fake-indexeddb/auto';
import { ApiError } from '@/lib/api-client';
import { type ChatMessage, MESSAGE_MAX_LENGTH } from '@/lib/contract';
import { mergeMessage, type MessageList } from './message-list';
import { indexedDbOutbox, memoryOutbox, type OutboxStorage } from './outbox';
import { classify, createSender, OUTBOX_MAX_AGE_MS, type SenderDeps } from './sender';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const png = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' });
const exe = (name = 'setup.exe', type = 'application/x-msdownload') =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], name, { type });

const networkDown = () => new ApiError('network', 'Network Error', { path: '/send' });
const refused = (status: number, code?: string) =>
  new ApiError('http', 'refused', {
    path: '/upload',
    status,
    info: 'refused',
    data: { statusCode: status, message: { info: 'refused', code } },
  });

const settle = () => new Promise<void>((r) => setTimeout(r, 0));
async function until(check: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

/** A sender over an in-memory list whose server is scripted per call. */
function harness(over: Partial<SenderDeps> & { outbox?: OutboxStorage } = {}) {
  let list: MessageList = [];
  let seq = 0;
  let n = 0;
  const server = new Map<string, ChatMessage>();
  const errors: string[] = [];
  const posts: string[] = [];
  const state = {
    online: true,
    /** The next posts fail with these, one per attempt. */
    postFailures: [] as unknown[],
    uploadFailures: [] as unknown[],
  };
  const wakers: (() => void)[] = [];
  const deps: SenderDeps = {
    scope: 'visitor:p:u1',
    store: { apply: (_s, reduce) => void (list = reduce(list, {})) },
    draft: (patch) => ({
      id: `c-${(n += 1)}`,
      sessionId: 's1',
      type: 'Text',
      isEngineer: false,
      authorRole: 'user',
      avatar: '',
      authorName: 'guest',
      sentAt: n,
      timestamp: n,
      error: 'presending',
      read: false,
      ...patch,
    }),
    post: async (message) => {
      // Offline, nothing reaches the server.
      if (!state.online) throw networkDown();
      posts.push(message.id);
      const failure = state.postFailures.shift();
      if (failure) throw failure;
      // The server de-duplicates by client id, as server/core does.
      const known = server.get(message.id);
      if (known) return { messageID: known.serverId!, seq: known.seq };
      seq += 1;
      const stored = { ...message, serverId: `m-${seq}`, seq };
      server.set(message.id, stored);
      return { messageID: stored.serverId, seq };
    },
    upload: async (kind, _blob, name, { onProgress }) => {
      if (!state.online) throw networkDown();
      const failure = state.uploadFailures.shift();
      if (failure) throw failure;
      onProgress(1);
      return `/uploads/${kind}/${name}`;
    },
    outbox: memoryOutbox(),
    preview: () => 'blob:preview',
    describe: (cause) =>
      cause instanceof ApiError
        ? `reason:${cause.reason?.code ?? cause.status}`
        : `reason:${(cause as { code?: string })?.code}`,
    onError: (text) => void errors.push(text),
    online: () => state.online,
    // Waiting is instant unless offline: then it waits for wake().
    sleep: (_ms, woken) => (state.online ? settle() : woken),
    ...over,
  };
  const sender = createSender(deps);
  wakers.push(() => sender.wake());
  return {
    sender,
    deps,
    state,
    errors,
    posts,
    server,
    list: () => list,
    row: (id: string) => list.find((m) => m.id === id),
    /** What a reload sees: the list is gone, the outbox stays. */
    reload(outbox: OutboxStorage) {
      return harness({ ...over, outbox });
    },
  };
}

describe('createSender: one pipeline for the visitor and the console', () => {
  it('text: shown at once as sending, then sent with the server id and seq', async () => {
    const h = harness();
    const result = h.sender.text('你好');
    expect(result).toEqual({ ok: true, id: 'c-1' });
    expect(h.row('c-1')).toMatchObject({ error: 'presending', text: '你好' });
    await until(() => h.row('c-1')?.error === '');
    expect(h.row('c-1')).toMatchObject({ serverId: 'm-1', seq: 1, read: false });
  });

  it('leaves in the order written, one at a time, each exactly once', async () => {
    const h = harness();
    for (let i = 0; i < 20; i += 1) h.sender.text(`line ${i}`);
    await until(() => h.sender.pending === 0);
    expect(h.posts).toEqual(Array.from({ length: 20 }, (_, i) => `c-${i + 1}`));
    expect([...h.server.values()].map((m) => m.text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `line ${i}`),
    );
  });

  it('offline: waits as "sending" (never failed), and leaves in order when woken', async () => {
    const h = harness();
    h.state.online = false;
    h.sender.text('a');
    h.sender.text('b');
    await settle();
    expect(h.posts).toEqual([]);
    expect(h.list().map((m) => m.error)).toEqual(['presending', 'presending']);
    h.state.online = true;
    h.sender.wake();
    await until(() => h.sender.pending === 0);
    expect(h.posts).toEqual(['c-1', 'c-2']);
    expect(h.list().map((m) => m.error)).toEqual(['', '']);
  });

  it('a network failure or a 5xx is retried with the same client id, stored once', async () => {
    const h = harness();
    h.state.postFailures.push(
      networkDown(),
      new ApiError('http', 'x', { path: '/', status: 502 }),
      new ApiError('timeout', 'timeout of 20000ms exceeded', { path: '/' }),
    );
    h.sender.text('重要');
    await until(() => h.row('c-1')?.error === '');
    expect(h.posts).toEqual(['c-1', 'c-1', 'c-1', 'c-1']);
    expect(h.server.size).toBe(1);
    expect(h.errors).toEqual([]);
  });

  it('a server error of its own (500) is tried three times, then failed with a retry', async () => {
    const h = harness();
    const boom = () => new ApiError('http', 'x', { path: '/send', status: 500 });
    h.state.postFailures.push(boom(), boom(), boom());
    h.sender.text('坏了');
    await until(() => h.row('c-1')?.error === 'error');
    expect(h.posts).toEqual(['c-1', 'c-1', 'c-1']);
    expect(h.errors).toEqual(['reason:500']);
    h.sender.retry('c-1');
    await until(() => h.row('c-1')?.error === '');
  });

  it('a gateway answering 502/503 (a restart) keeps the message waiting, never failed', async () => {
    const h = harness();
    for (let i = 0; i < 8; i += 1)
      h.state.postFailures.push(
        new ApiError('http', 'x', { path: '/send', status: 502 + (i % 2) }),
      );
    h.sender.text('等你');
    await until(() => h.row('c-1')?.error === '');
    expect(h.posts).toHaveLength(9);
    expect(h.errors).toEqual([]);
  });

  it('429: says "too fast" and the message leaves when allowed', async () => {
    const onRateLimited = vi.fn();
    const h = harness({ onRateLimited });
    h.state.postFailures.push(refused(429, 'rate_limited'));
    h.sender.text('快');
    await until(() => h.row('c-1')?.error === '');
    expect(onRateLimited).toHaveBeenCalledTimes(1);
    expect(h.errors).toEqual([]);
  });

  it('429: waits as long as the server says (values.seconds), not the shorter backoff', async () => {
    const waits: number[] = [];
    const h = harness({ sleep: (ms) => (waits.push(ms), settle()) });
    h.state.postFailures.push(
      new ApiError('http', 'refused', {
        path: '/send',
        status: 429,
        info: '发送太快，请稍后再试',
        data: { statusCode: 429, message: { code: 'rate_limited', values: { seconds: 42 } } },
      }),
      refused(429, 'rate_limited'),
    );
    h.sender.text('快');
    await until(() => h.row('c-1')?.error === '');
    // The server's 42 s, then (it named no time) the backoff's second step.
    expect(waits).toEqual([42_000, 2_000]);
  });

  it('a refusal is final: failed with the reason, retry sends it with the same id', async () => {
    const h = harness();
    h.state.postFailures.push(refused(409, 'no_session'));
    h.sender.text('还在吗');
    await until(() => h.row('c-1')?.error === 'error');
    expect(h.row('c-1')?.reason).toBe('reason:no_session');
    expect(h.errors).toEqual(['reason:no_session']);
    expect(h.sender.retry('c-1')).toBe(true);
    expect(h.row('c-1')?.error).toBe('presending');
    await until(() => h.row('c-1')?.error === '');
    expect(h.posts).toEqual(['c-1', 'c-1']);
  });

  it('a failed message does not hold back the ones after it', async () => {
    const h = harness();
    h.state.postFailures.push(refused(400));
    h.sender.text('bad');
    h.sender.text('good');
    await until(() => h.row('c-2')?.error === '');
    expect(h.row('c-1')?.error).toBe('error');
  });

  it('text over the cap is refused before anything is shown', () => {
    const h = harness();
    const result = h.sender.text('字'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(result).toEqual({ ok: false, text: 'reason:text_too_long' });
    expect(h.list()).toEqual([]);
    expect(h.sender.text('字'.repeat(MESSAGE_MAX_LENGTH)).ok).toBe(true);
  });
});

describe('attachments from every way in', () => {
  it('a picture: local preview, upload, then posted with the uploaded URL', async () => {
    const h = harness();
    const result = await h.sender.attach(png(), 'image');
    expect(result.ok).toBe(true);
    expect(h.row('c-1')).toMatchObject({
      type: 'Image',
      imageUrl: 'blob:preview',
      error: 'presending',
    });
    await until(() => h.row('c-1')?.error === '');
    expect(h.row('c-1')).toMatchObject({ imageUrl: '/uploads/image/photo.png', serverId: 'm-1' });
    expect(h.server.get('c-1')?.imageUrl).toBe('/uploads/image/photo.png');
  });

  it.each([
    ['setup.exe to the image button', exe(), 'image', 'upload_format'],
    ['setup.exe to the file button', exe(), 'file', 'upload_format'],
    ['an .exe renamed .png', exe('photo.png', 'image/png'), 'image', 'image_format'],
    ['an empty file', new File([], 'a.pdf'), 'file', 'upload_empty'],
  ] as const)('%s is refused before anything is shown', async (_, file, way, code) => {
    const h = harness();
    const result = await h.sender.attach(file, way);
    expect(result).toEqual({ ok: false, text: `reason:${code}` });
    expect(h.errors).toEqual([`reason:${code}`]);
    expect(h.list()).toEqual([]);
  });

  it('a picture over 10 MB and a file over the limit are refused with their size', async () => {
    const big = new File([PNG, new Uint8Array(10 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    const h = harness({ maxFileBytes: 1024 });
    expect(await h.sender.attach(big, 'image')).toEqual({
      ok: false,
      text: 'reason:image_too_large',
    });
    const pdf = new File([new Uint8Array(2048)], 'manual.pdf');
    expect(await h.sender.attach(pdf, 'file')).toEqual({
      ok: false,
      text: 'reason:file_too_large',
    });
  });

  it('a PDF given to the image button goes as a file', async () => {
    const h = harness();
    await h.sender.attach(
      new File(['%PDF-1.4'], 'manual.pdf', { type: 'application/pdf' }),
      'image',
    );
    expect(h.row('c-1')).toMatchObject({
      type: 'File',
      content: { name: 'manual.pdf', media: 'pdf' },
    });
  });

  it('an upload the server refuses leaves no row that pretends it could be retried', async () => {
    const h = harness();
    h.state.uploadFailures.push(refused(415, 'upload_mismatch'));
    await h.sender.attach(new File(['x'], 'report.docx'), 'file');
    await until(() => h.list().length === 0);
    expect(h.errors).toEqual(['reason:upload_mismatch']);
    expect(h.posts).toEqual([]);
  });

  it('an upload refused for another reason (404) stays as failed, and retry uploads again', async () => {
    const h = harness();
    h.state.uploadFailures.push(refused(404));
    await h.sender.attach(new File(['x'], 'log.zip'), 'file');
    await until(() => h.row('c-1')?.error === 'error');
    expect(h.sender.retry('c-1')).toBe(true);
    await until(() => h.row('c-1')?.error === '');
    expect(h.row('c-1')?.content?.url).toBe('/uploads/file/log.zip');
  });

  it('an upload that dropped is tried again; cancel stops it and removes the row', async () => {
    const h = harness();
    h.state.uploadFailures.push(networkDown());
    await h.sender.attach(new File(['x'], 'log.zip'), 'file');
    await until(() => h.row('c-1')?.error === '');
    expect(h.row('c-1')?.content?.url).toBe('/uploads/file/log.zip');

    let abort: AbortSignal | undefined;
    const slow = harness({
      upload: (_k, _b, _n, { signal }) =>
        new Promise((_, reject) => {
          abort = signal;
          signal.addEventListener('abort', () =>
            reject(new ApiError('cancelled', 'canceled', { path: '/upload' })),
          );
        }),
    });
    await slow.sender.attach(new File(['x'], 'big.zip'), 'file');
    await until(() => abort !== undefined);
    slow.sender.cancel('c-1');
    await until(() => slow.list().length === 0);
    expect(abort?.aborted).toBe(true);
  });
});

describe('order, cancels and tabs', () => {
  it('a picture still being checked keeps its place: the text written after it goes after it', async () => {
    const h = harness();
    const picture = h.sender.attach(png(), 'image');
    h.sender.text('see the picture above');
    await picture;
    await until(() => h.sender.pending === 0);
    const posted = h.posts.map((id) => h.server.get(id)?.type);
    expect(posted).toEqual(['Image', 'Text']);
    expect(h.list().map((m) => m.type)).toEqual(['Image', 'Text']);
  });

  it('a text refused with 413 by a proxy stays, failed, with a retry', async () => {
    const h = harness();
    h.state.postFailures.push(refused(413));
    h.sender.text('long enough');
    await until(() => h.row('c-1')?.error === 'error');
  });

  it('an upload that times out twice is shown as failed (the file is too big for this line)', async () => {
    const h = harness();
    const slow = () => new ApiError('timeout', 'timeout of 60000ms exceeded', { path: '/upload' });
    h.state.uploadFailures.push(slow(), slow());
    await h.sender.attach(new File(['x'], 'video.mp4'), 'file');
    await until(() => h.row('c-1')?.error === 'error');
    h.sender.text('after it');
    await until(() => h.row('c-2')?.error === '');
  });

  it('once uploaded there is nothing to cancel: the row keeps no progress and stays', async () => {
    let release: () => void = () => undefined;
    const h = harness({
      post: (message) =>
        new Promise((resolve) => {
          release = () => resolve({ messageID: `m-${message.id}` });
        }),
    });
    await h.sender.attach(new File(['x'], 'log.zip'), 'file');
    await until(() => h.row('c-1')?.content?.url === '/uploads/file/log.zip');
    expect(h.row('c-1')?.progress).toBeUndefined();
    h.sender.cancel('c-1');
    release();
    await until(() => h.row('c-1')?.error === '');
  });

  it('a message another tab sent or cancelled meanwhile is not sent again', async () => {
    const db = memoryOutbox();
    const a = harness({ outbox: db });
    a.state.online = false;
    a.sender.text('from tab A');
    await settle();
    const b = a.reload(db);
    b.state.online = false;
    await b.sender.restore();
    expect(b.row('c-1')?.error).toBe('presending');
    // Tab A's person cancels it before tab B gets to send.
    a.sender.cancel('c-1');
    await until(() => a.list().length === 0);
    b.state.online = true;
    b.sender.wake();
    await until(() => b.list().length === 0);
    expect(b.posts).toEqual([]);
  });
});

describe('the durable outbox (IndexedDB)', () => {
  it('what was written offline survives a reload and leaves once, in order', async () => {
    const db = indexedDbOutbox(`outbox-test-${Math.random()}`);
    const before = harness({ outbox: db });
    before.state.online = false;
    before.sender.text('one');
    await before.sender.attach(png('shot.png'), 'image');
    before.sender.text('three');
    await settle();
    before.sender.dispose();

    const after = before.reload(db);
    await after.sender.restore();
    expect(after.list().map((m) => [m.type, m.error])).toEqual([
      ['Text', 'presending'],
      ['Image', 'presending'],
      ['Text', 'presending'],
    ]);
    await until(() => after.sender.pending === 0);
    expect(after.posts).toEqual(['c-1', 'c-2', 'c-3']);
    expect(after.row('c-2')?.imageUrl).toBe('/uploads/image/shot.png');
    expect(await db.list('visitor:p:u1')).toEqual([]);
  });

  it('a message older than a week is given up, not sent into a conversation long gone', async () => {
    const db = memoryOutbox();
    const h = harness({ outbox: db });
    await db.put({
      id: 'old',
      scope: 'visitor:p:u1',
      order: Date.now() - OUTBOX_MAX_AGE_MS - 1,
      message: h.deps.draft({ text: 'stale' }),
      status: 'pending',
    });
    await h.sender.restore();
    expect(h.list()).toEqual([]);
    expect(await db.list('visitor:p:u1')).toEqual([]);
    expect(OUTBOX_MAX_AGE_MS).toBe(604_800_000);
  });

  it('a failed message is still failed (with its reason) after a reload', async () => {
    const db = indexedDbOutbox(`outbox-test-${Math.random()}`);
    const before = harness({ outbox: db });
    before.state.postFailures.push(refused(409, 'session_ended'));
    before.sender.text('late');
    await until(() => before.row('c-1')?.error === 'error');
    const after = before.reload(db);
    await after.sender.restore();
    expect(after.row('c-1')).toMatchObject({ error: 'error', reason: 'reason:session_ended' });
    // The reason is kept as a code and worded again by whoever shows it (another language).
    const english = harness({
      outbox: db,
      describe: (c) => `en:${(c as { code?: string })?.code}`,
    });
    await english.sender.restore();
    expect(english.row('c-1')?.reason).toBe('en:session_ended');
  });

  it('a send answered but not recorded (the page died) is de-duplicated by the server', async () => {
    const h = harness();
    h.sender.text('once');
    await until(() => h.sender.pending === 0);
    // The same entry posted again, as a reload that lost the answer would.
    const again = await h.deps.post({ ...h.row('c-1')!, serverId: undefined });
    expect(again.messageID).toBe('m-1');
    expect(h.server.size).toBe(1);
    expect(mergeMessage(h.list(), { ...h.row('c-1')!, id: 'echo' })).toHaveLength(1);
  });
});

describe('classify', () => {
  it.each([
    [networkDown(), 'transient'],
    [new ApiError('timeout', 't', { path: '/' }), 'transient'],
    [new ApiError('http', 'x', { path: '/', status: 503 }), 'transient'],
    [new ApiError('http', 'x', { path: '/', status: 500 }), 'server_error'],
    [refused(429), 'rate_limited'],
    [refused(400), 'refused'],
    [refused(404), 'refused'],
    [refused(413, 'file_too_large'), 'file_refused'],
    [refused(400, 'upload_mismatch'), 'file_refused'],
    [new ApiError('cancelled', 'c', { path: '/' }), 'cancelled'],
    [new Error('boom'), 'transient'],
  ])('%s -> %s', (error, outcome) => {
    expect(classify(error)).toBe(outcome);
  });
});

describe('voice notes (#17 item 4): the file upload, its progress and retry', () => {
  const note = (bytes = 4000, name = 'voice-20260314-093005.webm') =>
    new File([new Uint8Array(bytes)], name, { type: 'audio/webm' });

  it('goes as a Voice message: uploaded like a file, then posted with its URL and length', async () => {
    const seen: (number | undefined)[] = [];
    const h = harness({
      upload: async (kind, _blob, name, { onProgress }) => {
        onProgress(0.5);
        seen.push(h.row('c-1')?.progress);
        return `/uploads/${kind}/${name}`;
      },
    });
    expect(h.sender.voice(note(), 3.4)).toEqual({ ok: true, id: 'c-1' });
    expect(h.row('c-1')).toMatchObject({
      type: 'Voice',
      duration: 3.4,
      error: 'presending',
      progress: 0,
      content: { name: 'voice-20260314-093005.webm', size: 4000, media: 'webm' },
    });
    await until(() => h.row('c-1')?.error === '');
    expect(seen).toEqual([0.5]);
    expect(h.row('c-1')).toMatchObject({
      mediaUrl: '/uploads/file/voice-20260314-093005.webm',
      progress: undefined,
    });
    expect(h.server.get('c-1')).toMatchObject({
      type: 'Voice',
      mediaUrl: '/uploads/file/voice-20260314-093005.webm',
    });
  });

  it('an upload that fails is retried by hand without recording again', async () => {
    const h = harness();
    h.state.uploadFailures.push(refused(404));
    h.sender.voice(note(), 2);
    await until(() => h.row('c-1')?.error === 'error');
    expect(h.sender.retry('c-1')).toBe(true);
    await until(() => h.row('c-1')?.error === '');
    expect(h.row('c-1')?.mediaUrl).toBe('/uploads/file/voice-20260314-093005.webm');
  });

  it('an empty recording, one over 2 MB or in another format is refused before it shows', () => {
    const h = harness();
    expect(h.sender.voice(note(0), 1)).toEqual({ ok: false, text: 'reason:upload_empty' });
    expect(h.sender.voice(note(2 * 1024 * 1024 + 1), 60)).toEqual({
      ok: false,
      text: 'reason:file_too_large',
    });
    expect(h.sender.voice(note(10, 'song.mp3'), 1)).toEqual({
      ok: false,
      text: 'reason:upload_format',
    });
    expect(h.list()).toEqual([]);
    expect(h.errors).toHaveLength(3);
  });
});
