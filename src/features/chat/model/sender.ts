// The send pipeline is one closure over one ordered queue (send-queue.ts holds what it knows of
// each entry, send-attempt.ts one try at an entry); its rules (how a failure is treated) are in
// send-rules.ts and unit-tested on their own, the backoff is @/lib/backoff's.
import { backoff } from '@/lib/backoff';
import { checkAttachment, checkText, checkVoice } from '@/lib/validate/outgoing';
import { patchMessage, removeMessage } from './message-list';
import { memoryOutbox, type OutboxEntry } from './outbox';
import { attemptEntry } from './send-attempt';
import { SendQueue } from './send-queue';
import { OUTBOX_MAX_AGE_MS, type AttachResult, type SenderDeps } from './send-rules';
import type { ChatMessage } from '@/lib/contract';

export {
  classify,
  OUTBOX_MAX_AGE_MS,
  SERVER_ERROR_TRIES,
  serverWait,
  UPLOAD_TIMEOUT_TRIES,
} from './send-rules';
export type { AttachResult, MessageStore, Outcome, SenderDeps, UploadOptions } from './send-rules';

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
  const q = new SendQueue(deps, outbox);
  const queue = q.entries;
  /** Places taken by attachments still being checked: nothing written later overtakes them. */
  const reserved = new Set<number>();
  let running = false;
  let disposed = false;
  let order = Date.now();
  let wakeUp: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wakeUp = r));
  const nextOrder = () => (order = Math.max(order + 1, Date.now()));

  function wake() {
    wakeUp();
    woken = new Promise<void>((r) => (wakeUp = r));
  }

  function enqueue(entry: OutboxEntry) {
    q.insert(entry);
    q.show(entry);
    // Sending does not wait for IndexedDB; the entry is there before the send can finish.
    void q.persist(entry);
    void pump();
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
      const outcome = await attemptEntry(q, deps, entry);
      if (outcome === 'transient' || outcome === 'rate_limited' || outcome === 'server_error') {
        const n = (q.attempts.get(entry.id) ?? 0) + 1;
        q.attempts.set(entry.id, n);
        // "Too fast" is the server's word about time, not about the connection: a socket that
        // logs in again does not cut that wait short (it would only be refused again).
        const wait = Math.max(backoff(n), q.told.get(entry.id) ?? 0);
        q.told.delete(entry.id);
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
      const message = deps.draft({ ...extra, type: 'Text', text, sentAt: at, timestamp: at });
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
        const times = { sentAt: at, timestamp: at };
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
        sentAt: at,
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
      const entry = q.find(id);
      if (!entry || entry.status !== 'failed') return false;
      entry.status = 'pending';
      entry.reason = undefined;
      entry.cause = undefined;
      q.attempts.delete(id);
      q.apply(entry, (l) => patchMessage(l, id, q.row(entry)));
      void q.persist(entry);
      void pump();
      return true;
    },

    /** Stops an upload on its way (or a message not sent yet); its row goes away. */
    cancel(id: string) {
      const controller = q.controllers.get(id);
      if (controller) return controller.abort();
      // Once the post is on its way the message may already be delivered: it stays.
      if (q.posting === id) return;
      const entry = q.find(id);
      if (!entry) return;
      q.revoke(id);
      void q.drop(entry);
      q.apply(entry, (l) => removeMessage(l, id));
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
        q.insert(entry);
        order = Math.max(order, entry.order);
        q.show(entry);
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
      q.revokeAll();
      wake();
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
