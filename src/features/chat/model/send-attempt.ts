// One try at the entry at the head of the send queue: its upload (if it has an attachment not
// uploaded yet), its post with its client id, and what the outcome does to the entry and its row.
import { isApiError } from '@/lib/api-client';
import { markFailed, markSent, patchMessage, removeMessage } from './message-list';
import type { OutboxEntry } from './outbox';
import {
  classify,
  SERVER_ERROR_TRIES,
  serverWait,
  UPLOAD_TIMEOUT_TRIES,
  type Outcome,
  type SenderDeps,
} from './send-rules';
import type { SendQueue } from './send-queue';

/** A refusal that is final but can be retried by hand: the row says why. */
export async function failEntry(
  queue: SendQueue,
  deps: SenderDeps,
  entry: OutboxEntry,
  error: unknown,
): Promise<void> {
  const text = deps.describe(error);
  deps.onError?.(text);
  entry.status = 'failed';
  entry.cause = isApiError(error) ? error.reason : undefined;
  entry.reason = text;
  queue.serverErrors.delete(entry.id);
  queue.uploadTimeouts.delete(entry.id);
  await queue.persist(entry);
  queue.apply(entry, (l) => markFailed(l, entry.id, text));
}

/** Uploads the entry's attachment once; the message then names the server's copy. */
async function upload(queue: SendQueue, deps: SenderDeps, entry: OutboxEntry) {
  if (entry.attachment && !entry.uploadedUrl) {
    const controller = new AbortController();
    queue.controllers.set(entry.id, controller);
    const { kind, blob, name } = entry.attachment;
    const url = await deps
      .upload(kind, blob, name, {
        signal: controller.signal,
        onProgress: (progress) =>
          queue.apply(entry, (l) => patchMessage(l, entry.id, { progress })),
      })
      .finally(() => queue.controllers.delete(entry.id));
    entry.uploadedUrl = url;
    await queue.persist(entry);
  }
  if (!entry.attachment || !entry.uploadedUrl) return;
  const url = entry.uploadedUrl;
  const message = entry.message;
  const content = message.content && { ...message.content, url };
  entry.message = {
    ...message,
    mediaUrl: url,
    imageUrl: message.type === 'Image' ? url : undefined,
    content,
  };
  // Uploaded: nothing is left to cancel, and the picture now comes from the server.
  queue.apply(entry, (l) =>
    patchMessage(l, entry.id, {
      mediaUrl: url,
      imageUrl: entry.message.imageUrl,
      content,
      progress: undefined,
    }),
  );
  queue.revoke(entry.id);
}

/** What a failed try means for this entry: its tries so far may make it final. */
function outcomeOf(queue: SendQueue, entry: OutboxEntry, error: unknown, uploading: boolean) {
  let outcome = classify(error);
  if (outcome === 'server_error') {
    const tries = (queue.serverErrors.get(entry.id) ?? 0) + 1;
    queue.serverErrors.set(entry.id, tries);
    if (tries >= SERVER_ERROR_TRIES) outcome = 'refused';
  }
  // A file too big for this connection times out again and again: say so after two.
  if (uploading && isApiError(error) && error.code === 'timeout') {
    const tries = (queue.uploadTimeouts.get(entry.id) ?? 0) + 1;
    queue.uploadTimeouts.set(entry.id, tries);
    if (tries >= UPLOAD_TIMEOUT_TRIES) outcome = 'refused';
  }
  return outcome;
}

/** One try at the entry at the head of the queue. */
export async function attemptEntry(
  queue: SendQueue,
  deps: SenderDeps,
  entry: OutboxEntry,
): Promise<Outcome | 'sent' | 'gone'> {
  // Another tab may have sent or cancelled it meanwhile (the outbox is shared).
  if (!(await queue.outbox.has(entry.id).catch(() => true)) && !queue.written(entry.id)) {
    queue.remove(entry);
    queue.apply(entry, (l) =>
      l.some((m) => m.id === entry.id && m.serverId) ? l : removeMessage(l, entry.id),
    );
    return 'gone';
  }
  try {
    await upload(queue, deps, entry);
    queue.posting = entry.id;
    const result = await deps.post(entry.message).finally(() => (queue.posting = undefined));
    queue.apply(entry, (l, receipts) =>
      markSent(l, entry.id, { messageId: result.messageID, seq: result.seq }, receipts),
    );
    await queue.drop(entry);
    return 'sent';
  } catch (error) {
    const uploading = !!entry.attachment && !entry.uploadedUrl;
    let outcome = outcomeOf(queue, entry, error, uploading);
    if (outcome === 'cancelled') {
      queue.revoke(entry.id);
      await queue.drop(entry);
      queue.apply(entry, (l) => removeMessage(l, entry.id));
    } else if (outcome === 'file_refused' && uploading) {
      // A file refused for what it is can never succeed: no row pretends it could.
      deps.onError?.(deps.describe(error));
      queue.revoke(entry.id);
      await queue.drop(entry);
      queue.apply(entry, (l) => removeMessage(l, entry.id));
    } else if (outcome === 'refused' || outcome === 'file_refused') {
      await failEntry(queue, deps, entry, error);
      outcome = 'refused';
    } else if (outcome === 'rate_limited') {
      queue.told.set(entry.id, serverWait(error));
      deps.onRateLimited?.();
    }
    return outcome;
  }
}
