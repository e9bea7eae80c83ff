// The send pipeline is one closure over one ordered queue (outbox, retries and
// backoff, uploads, receipts); its rules (how a failure is treated) are exported and unit-tested
// on their own, the backoff is @/lib/backoff's.
import { backoff } from '@/lib/backoff';
import { isApiError } from '@/lib/api-client';
import { FILE_REASON_CODES, type Reason } from '@/lib/contract';
import { checkAttachment, checkText, checkVoice } from '@/lib/validate/outgoing';
import {
  markFailed,
  markSent,
  mergeMessage,
  patchMessage,
  removeMessage,
  type MessageList,
  type Receipts,
} from './message-list';
import { memoryOutbox, type OutboxEntry, type OutboxStorage } from './outbox';
import type { ChatMessage } from './types';

/** Where the sender shows its rows: a reducer over one conversation's list. */
export interface MessageStore {
  apply(
    sessionId: string | undefined,
    reduce: (list: MessageList, receipts: Receipts) => MessageList,
  ): void;
}

export interface UploadOptions {
  signal: AbortSignal;
  onProgress: (progress: number) => void;
}

export interface SenderDeps {
  /** Whose outbox this is (a visitor of a project, an engineer). */
  scope: string;
  store: MessageStore;
  /** A new row with this side's author, avatar and session (and a fresh client id). */
  draft: (patch: Partial<ChatMessage>) => ChatMessage;
  /** Posts a message (with its client id); resolves with the server's id. */
  post: (message: ChatMessage) => Promise<{ messageID: string; seq?: number }>;
  /** Uploads an attachment; resolves with its URL. */
  upload: (
    kind: 'image' | 'file',
    blob: Blob,
    name: string,
    options: UploadOptions,
  ) => Promise<string>;
  outbox?: OutboxStorage;
  /** A local preview of a picture (an object URL in the browser). */
  preview?: (blob: Blob) => string | undefined;
  /** Words a refusal or a failure in the reader's language. */
  describe: (cause: Reason | unknown) => string;
  /** Something was not sent and will not be unless the person acts (a toast). */
  onError?: (text: string) => void;
  /** The server said "too fast": the message waits in the outbox and leaves when allowed. */
  onRateLimited?: () => void;
  /** Whether the browser thinks it is online (navigator.onLine). */
  online?: () => boolean;
  /** The largest file the server takes (MAX_UPLOAD_MB). */
  maxFileBytes?: number;
  /** Waits before trying again; resolves early on `wake()`. Injectable for tests. */
  sleep?: (ms: number, woken: Promise<void>) => Promise<void>;
}

export type AttachResult = { ok: true; id: string } | { ok: false; text: string };

/** What went wrong with one attempt, and so what happens next. */
export type Outcome =
  'cancelled' | 'transient' | 'server_error' | 'rate_limited' | 'refused' | 'file_refused';

/**
 * How a failed call is treated. No answer, a timeout or a gateway's 502/503/504 is the
 * network's fault (or a server restarting): the message waits and is tried again for as long
 * as it takes. Another 5xx is tried a few times, then shown as failed. 429 waits. A file the
 * server refuses for what it is (format, size, content) is final and leaves no row; any other
 * refusal is final but can be retried by hand.
 */
export function classify(error: unknown): Outcome {
  if (!isApiError(error)) return 'transient';
  if (error.code === 'cancelled') return 'cancelled';
  if (error.code === 'schema') return 'refused';
  if (error.code === 'network' || error.code === 'timeout') return 'transient';
  if (error.status === 429 || error.reason?.code === 'rate_limited') return 'rate_limited';
  if (error.reason && FILE_REASON_CODES.includes(error.reason.code)) return 'file_refused';
  if (error.status === 413 || error.status === 415) return 'file_refused';
  if (error.status === undefined || [408, 502, 503, 504].includes(error.status)) return 'transient';
  if (error.code === 'http' && error.status >= 500) return 'server_error';
  return 'refused';
}

/**
 * How long the server asked a refused send to wait (429: `message.values.seconds`, as Retry-After
 * says), in ms; 0 when it named no time. Trying sooner would only be refused again.
 */
export function serverWait(error: unknown): number {
  if (!isApiError(error) || error.status !== 429) return 0;
  const seconds = Number(error.reason?.values?.seconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) * 1000 : 0;
}

/** How long a message may wait in the outbox before it is given up (a week). */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** How many tries a message gets while the server answers with an error of its own. */
export const SERVER_ERROR_TRIES = 3;

/** How many times an upload may time out (SPEC §9: 60 s each) before it is shown as failed. */
export const UPLOAD_TIMEOUT_TRIES = 2;

const never = new Promise<void>(() => undefined);

const defaultSleep = (ms: number, woken: Promise<void>) =>
  Promise.race([new Promise<void>((r) => setTimeout(r, ms)), woken]);

/** Web Locks, where the browser has them: one tab of a person sends their outbox at a time. */
type Locks = { request: (name: string, run: () => Promise<void>) => Promise<void> };
const locks = (): Locks | undefined =>
  (globalThis.navigator as (Navigator & { locks?: Locks }) | undefined)?.locks;

/**
 * The one send pipeline of the visitor and the console. Every message goes to the outbox first
 * and is shown as sending; the outbox leaves in the order written, one at a time, each with its
 * client id (so a repeat after a lost answer is stored once). Network trouble keeps a message
 * waiting (and "sending"), not failed: it leaves when the connection is back (`wake`). A
 * refusal is final and says why; a file refused for what it is leaves no row behind. Several
 * tabs of one person share the outbox; one of them sends it at a time.
 */
export function createSender(deps: SenderDeps) {
  const outbox = deps.outbox ?? memoryOutbox();
  const queue: OutboxEntry[] = [];
  const controllers = new Map<string, AbortController>();
  const attempts = new Map<string, number>();
  /** The wait a 429 named for a message, kept until its next attempt. */
  const told = new Map<string, number>();
  const serverErrors = new Map<string, number>();
  const uploadTimeouts = new Map<string, number>();
  const previews = new Map<string, string>();
  const writes = new Map<string, Promise<void>>();
  /** Places taken by attachments still being checked: nothing written later overtakes them. */
  const reserved = new Set<number>();
  let posting: string | undefined;
  let running = false;
  let disposed = false;
  let order = Date.now();
  let wakeUp: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wakeUp = r));

  const apply = (entry: OutboxEntry, reduce: Parameters<MessageStore['apply']>[1]) =>
    deps.store.apply(entry.message.sessionId, reduce);
  const persist = (entry: OutboxEntry) => {
    const write = outbox.put({ ...entry }).catch(() => undefined);
    writes.set(entry.id, write);
    return write;
  };
  const revoke = (id: string) => {
    const url = previews.get(id);
    previews.delete(id);
    if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  };
  const drop = async (entry: OutboxEntry) => {
    const index = queue.indexOf(entry);
    if (index !== -1) queue.splice(index, 1);
    attempts.delete(entry.id);
    serverErrors.delete(entry.id);
    uploadTimeouts.delete(entry.id);
    // A delete that overtook its own put would leave the entry behind.
    await writes.get(entry.id);
    writes.delete(entry.id);
    await outbox.delete(entry.id).catch(() => undefined);
  };
  const nextOrder = () => (order = Math.max(order + 1, Date.now()));

  function wake() {
    wakeUp();
    woken = new Promise<void>((r) => (wakeUp = r));
  }

  /** The reason in the reader's language now (stored as code and values, worded when shown). */
  const wordReason = (entry: OutboxEntry) =>
    entry.cause === undefined ? entry.reason : deps.describe(entry.cause);

  function row(entry: OutboxEntry): ChatMessage {
    const { message, attachment, uploadedUrl } = entry;
    const base: ChatMessage = {
      ...message,
      error: entry.status === 'failed' ? 'error' : 'presending',
      reason: entry.status === 'failed' ? wordReason(entry) : undefined,
      progress: attachment && !uploadedUrl && entry.status === 'pending' ? 0 : undefined,
    };
    if (attachment?.kind !== 'image') return base;
    let url = uploadedUrl;
    if (!url) {
      url = previews.get(entry.id) ?? deps.preview?.(attachment.blob);
      if (url) previews.set(entry.id, url);
    }
    return { ...base, PicUrl: url, MediaUrl: uploadedUrl };
  }

  function insert(entry: OutboxEntry) {
    const at = queue.findIndex((e) => e.order > entry.order);
    if (at === -1) queue.push(entry);
    else queue.splice(at, 0, entry);
  }

  function enqueue(entry: OutboxEntry) {
    insert(entry);
    apply(entry, (list, receipts) => mergeMessage(list, row(entry), receipts));
    // Sending does not wait for IndexedDB; the entry is there before the send can finish.
    void persist(entry);
    void pump();
  }

  async function fail(entry: OutboxEntry, error: unknown) {
    const text = deps.describe(error);
    deps.onError?.(text);
    entry.status = 'failed';
    entry.cause = isApiError(error) ? error.reason : undefined;
    entry.reason = text;
    serverErrors.delete(entry.id);
    uploadTimeouts.delete(entry.id);
    await persist(entry);
    apply(entry, (l) => markFailed(l, entry.id, text));
  }

  /** One try at the entry at the head of the queue. */
  async function attempt(entry: OutboxEntry): Promise<Outcome | 'sent' | 'gone'> {
    // Another tab may have sent or cancelled it meanwhile (the outbox is shared).
    if (!(await outbox.has(entry.id).catch(() => true)) && !writes.has(entry.id)) {
      const index = queue.indexOf(entry);
      if (index !== -1) queue.splice(index, 1);
      apply(entry, (l) =>
        l.some((m) => m.id === entry.id && m.message_id) ? l : removeMessage(l, entry.id),
      );
      return 'gone';
    }
    try {
      let message = entry.message;
      if (entry.attachment && !entry.uploadedUrl) {
        const controller = new AbortController();
        controllers.set(entry.id, controller);
        const { kind, blob, name } = entry.attachment;
        const url = await deps
          .upload(kind, blob, name, {
            signal: controller.signal,
            onProgress: (progress) => apply(entry, (l) => patchMessage(l, entry.id, { progress })),
          })
          .finally(() => controllers.delete(entry.id));
        entry.uploadedUrl = url;
        await persist(entry);
      }
      if (entry.attachment && entry.uploadedUrl) {
        const url = entry.uploadedUrl;
        const content = message.content && { ...message.content, url };
        message = {
          ...message,
          MediaUrl: url,
          PicUrl: message.type === 'Image' ? url : undefined,
          content,
        };
        entry.message = message;
        // Uploaded: nothing is left to cancel, and the picture now comes from the server.
        apply(entry, (l) =>
          patchMessage(l, entry.id, {
            MediaUrl: url,
            PicUrl: message.PicUrl,
            content,
            progress: undefined,
          }),
        );
        revoke(entry.id);
      }
      posting = entry.id;
      const result = await deps.post(message).finally(() => (posting = undefined));
      apply(entry, (l, receipts) =>
        markSent(l, entry.id, { messageId: result.messageID, seq: result.seq }, receipts),
      );
      await drop(entry);
      return 'sent';
    } catch (error) {
      let outcome = classify(error);
      const uploading = !!entry.attachment && !entry.uploadedUrl;
      if (outcome === 'server_error') {
        const tries = (serverErrors.get(entry.id) ?? 0) + 1;
        serverErrors.set(entry.id, tries);
        if (tries >= SERVER_ERROR_TRIES) outcome = 'refused';
      }
      // A file too big for this connection times out again and again: say so after two.
      if (uploading && isApiError(error) && error.code === 'timeout') {
        const tries = (uploadTimeouts.get(entry.id) ?? 0) + 1;
        uploadTimeouts.set(entry.id, tries);
        if (tries >= UPLOAD_TIMEOUT_TRIES) outcome = 'refused';
      }
      if (outcome === 'cancelled') {
        revoke(entry.id);
        await drop(entry);
        apply(entry, (l) => removeMessage(l, entry.id));
      } else if (outcome === 'file_refused' && uploading) {
        // A file refused for what it is can never succeed: no row pretends it could.
        deps.onError?.(deps.describe(error));
        revoke(entry.id);
        await drop(entry);
        apply(entry, (l) => removeMessage(l, entry.id));
      } else if (outcome === 'refused' || outcome === 'file_refused') {
        await fail(entry, error);
        outcome = 'refused';
      } else if (outcome === 'rate_limited') {
        told.set(entry.id, serverWait(error));
        deps.onRateLimited?.();
      }
      return outcome;
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const entry = queue.find((e) => e.status === 'pending');
      if (!entry || disposed) return;
      if ([...reserved].some((o) => o < entry.order)) {
        await woken;
        continue;
      }
      // The browser's "offline" is only a hint (some report it wrongly): wait for the network,
      // then try anyway.
      if (deps.online && !deps.online()) await (deps.sleep ?? defaultSleep)(30_000, woken);
      if (disposed) return;
      const outcome = await attempt(entry);
      if (outcome === 'transient' || outcome === 'rate_limited' || outcome === 'server_error') {
        const n = (attempts.get(entry.id) ?? 0) + 1;
        attempts.set(entry.id, n);
        // "Too fast" is the server's word about time, not about the connection: a socket that
        // logs in again does not cut that wait short (it would only be refused again).
        const wait = Math.max(backoff(n), told.get(entry.id) ?? 0);
        told.delete(entry.id);
        await (deps.sleep ?? defaultSleep)(wait, outcome === 'rate_limited' ? never : woken);
      }
    }
  }

  async function pump(): Promise<void> {
    if (running || disposed) return;
    running = true;
    try {
      const lock = locks();
      if (lock) await lock.request(`webchat-outbox:${deps.scope}`, drain);
      else await drain();
    } finally {
      running = false;
    }
    // Something arrived while the lock was being given back.
    if (!disposed && queue.some((e) => e.status === 'pending')) void pump();
  }

  function newEntry(
    message: ChatMessage,
    at: number,
    attachment?: OutboxEntry['attachment'],
  ): OutboxEntry {
    return { id: message.id, scope: deps.scope, order: at, message, attachment, status: 'pending' };
  }

  return {
    /** Sends text; over the cap it is refused (the composer offers a .txt file instead). */
    text(text: string, extra: Partial<ChatMessage> = {}): AttachResult {
      const check = checkText(text);
      if (!check.ok) {
        const reason = 'reason' in check ? check.reason : undefined;
        return { ok: false, text: deps.describe(reason) };
      }
      const at = nextOrder();
      const message = deps.draft({ ...extra, type: 'Text', text, sendTime: at, timestamp: at });
      enqueue(newEntry(message, at));
      return { ok: true, id: message.id };
    },

    /**
     * A picture or a file from any way in (buttons, paste, drop, the host page): checked before
     * anything is shown (SPEC §5 formats, sizes, a picture's real bytes). It keeps the place it
     * was given in while it is checked: a text written just after it does not overtake it.
     */
    async attach(
      file: File,
      preferred: 'image' | 'file',
      extra: Partial<ChatMessage> = {},
    ): Promise<AttachResult> {
      const at = nextOrder();
      reserved.add(at);
      try {
        const check = await checkAttachment(file, preferred, deps.maxFileBytes);
        if (!check.ok) {
          const text = deps.describe(check.reason);
          deps.onError?.(text);
          return { ok: false, text };
        }
        const blob = { kind: check.kind, blob: file, name: file.name, type: file.type };
        const times = { sendTime: at, timestamp: at };
        const message =
          check.kind === 'image'
            ? deps.draft({ ...extra, ...times, type: 'Image' })
            : deps.draft({
                ...extra,
                ...times,
                type: 'File',
                content: { name: file.name, size: file.size, url: '', media: check.extension },
              });
        enqueue(newEntry(message, at, blob));
        return { ok: true, id: message.id };
      } finally {
        reserved.delete(at);
        wake();
      }
    },

    /**
     * A voice note the composer recorded (#17 item 4): SPEC's Voice message, its recording
     * uploaded like a file (progress, cancel, retry, the outbox), `seconds` long.
     */
    voice(file: File, seconds: number, extra: Partial<ChatMessage> = {}): AttachResult {
      const check = checkVoice(file);
      if (!check.ok) {
        const text = deps.describe(check.reason);
        deps.onError?.(text);
        return { ok: false, text };
      }
      const at = nextOrder();
      const message = deps.draft({
        ...extra,
        type: 'Voice',
        sendTime: at,
        timestamp: at,
        duration: seconds,
        content: {
          name: file.name,
          size: file.size,
          url: '',
          media: check.ok && 'extension' in check ? check.extension : '',
        },
      });
      enqueue(
        newEntry(message, at, { kind: 'file', blob: file, name: file.name, type: file.type }),
      );
      return { ok: true, id: message.id };
    },

    /** Sends a failed message again, with the same client id. */
    retry(id: string): boolean {
      const entry = queue.find((e) => e.id === id);
      if (!entry || entry.status !== 'failed') return false;
      entry.status = 'pending';
      entry.reason = undefined;
      entry.cause = undefined;
      attempts.delete(id);
      apply(entry, (l) => patchMessage(l, id, row(entry)));
      void persist(entry);
      void pump();
      return true;
    },

    /** Stops an upload on its way (or a message not sent yet); its row goes away. */
    cancel(id: string) {
      const controller = controllers.get(id);
      if (controller) return controller.abort();
      // Once the post is on its way the message may already be delivered: it stays.
      if (posting === id) return;
      const entry = queue.find((e) => e.id === id);
      if (!entry) return;
      revoke(id);
      void drop(entry);
      apply(entry, (l) => removeMessage(l, id));
    },

    /** Shows what waited in the outbox (a reload, a browser restart) and sends it. */
    async restore(): Promise<void> {
      const entries = await outbox.list(deps.scope).catch(() => []);
      const now = Date.now();
      for (const entry of entries) {
        // A message that could not leave for a week belongs to a conversation long gone.
        if (now - entry.order > OUTBOX_MAX_AGE_MS) {
          void outbox.delete(entry.id).catch(() => undefined);
          continue;
        }
        if (queue.some((e) => e.id === entry.id)) continue;
        insert(entry);
        order = Math.max(order, entry.order);
        apply(entry, (list, receipts) => mergeMessage(list, row(entry), receipts));
      }
      void pump();
    },

    /** The connection is back: what waits leaves now, not after its backoff. */
    wake,

    /** Whether messages are waiting to leave. */
    get pending(): number {
      return queue.filter((e) => e.status === 'pending').length;
    },

    /** Stops sending from this page; what waits stays in the outbox for the next. */
    dispose() {
      disposed = true;
      for (const id of [...previews.keys()]) revoke(id);
      wake();
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
