// The send pipeline's queue and what it knows of each entry (#39: the nine pieces of per-entry
// state the pipeline's one closure held): the order, the outbox writes, a picture's preview, the
// upload's controller, the tries by kind and the wait a refusal named.
import { mergeMessage, type MessageList, type Receipts } from './message-list';
import type { OutboxEntry, OutboxStorage } from './outbox';
import type { SenderDeps } from './send-rules';
import type { ChatMessage } from '@/lib/contract';

export class SendQueue {
  /** Entries in the order they were written (an attachment keeps the place it was given). */
  readonly entries: OutboxEntry[] = [];
  /** An upload on its way, to cancel. */
  readonly controllers = new Map<string, AbortController>();
  /** Tries that met the network's trouble or a 429 (the backoff's count). */
  readonly attempts = new Map<string, number>();
  /** The wait a 429 named for a message, kept until its next attempt. */
  readonly told = new Map<string, number>();
  /** Tries the server answered with an error of its own. */
  readonly serverErrors = new Map<string, number>();
  /** Uploads that timed out. */
  readonly uploadTimeouts = new Map<string, number>();
  /** The message whose post is on its way (it may be delivered already: it cannot be cancelled). */
  posting: string | undefined;
  private readonly previews = new Map<string, string>();
  private readonly writes = new Map<string, Promise<void>>();

  constructor(
    private readonly deps: SenderDeps,
    readonly outbox: OutboxStorage,
  ) {}

  find(id: string): OutboxEntry | undefined {
    return this.entries.find((e) => e.id === id);
  }

  /** Changes the entry's row in its conversation. */
  apply(entry: OutboxEntry, reduce: (list: MessageList, receipts: Receipts) => MessageList): void {
    this.deps.store.apply(entry.message.sessionId, reduce);
  }

  /** Shows the entry's row as it is now (sending, failed, uploading). */
  show(entry: OutboxEntry): void {
    this.apply(entry, (list, receipts) => mergeMessage(list, this.row(entry), receipts));
  }

  insert(entry: OutboxEntry): void {
    const at = this.entries.findIndex((e) => e.order > entry.order);
    if (at === -1) this.entries.push(entry);
    else this.entries.splice(at, 0, entry);
  }

  /** Takes the entry off the queue (not out of the outbox). */
  remove(entry: OutboxEntry): void {
    const index = this.entries.indexOf(entry);
    if (index !== -1) this.entries.splice(index, 1);
  }

  persist(entry: OutboxEntry): Promise<void> {
    const write = this.outbox.put({ ...entry }).catch(() => undefined);
    this.writes.set(entry.id, write);
    return write;
  }

  /** A write of this entry is under way or done on this page. */
  written(id: string): boolean {
    return this.writes.has(id);
  }

  /** The entry is done with (sent, cancelled, refused for good): off the queue and the outbox. */
  async drop(entry: OutboxEntry): Promise<void> {
    this.remove(entry);
    this.attempts.delete(entry.id);
    this.serverErrors.delete(entry.id);
    this.uploadTimeouts.delete(entry.id);
    // A delete that overtook its own put would leave the entry behind.
    await this.writes.get(entry.id);
    this.writes.delete(entry.id);
    await this.outbox.delete(entry.id).catch(() => undefined);
  }

  /** Lets a picture's local preview go. */
  revoke(id: string): void {
    const url = this.previews.get(id);
    this.previews.delete(id);
    if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  }

  revokeAll(): void {
    for (const id of [...this.previews.keys()]) this.revoke(id);
  }

  /** The reason in the reader's language now (stored as code and values, worded when shown). */
  private wordReason(entry: OutboxEntry) {
    return entry.cause === undefined ? entry.reason : this.deps.describe(entry.cause);
  }

  row(entry: OutboxEntry): ChatMessage {
    const { message, attachment, uploadedUrl } = entry;
    const base: ChatMessage = {
      ...message,
      error: entry.status === 'failed' ? 'error' : 'presending',
      reason: entry.status === 'failed' ? this.wordReason(entry) : undefined,
      progress: attachment && !uploadedUrl && entry.status === 'pending' ? 0 : undefined,
    };
    if (attachment?.kind !== 'image') return base;
    let url = uploadedUrl;
    if (!url) {
      url = this.previews.get(entry.id) ?? this.deps.preview?.(attachment.blob);
      if (url) this.previews.set(entry.id, url);
    }
    return { ...base, imageUrl: url, mediaUrl: uploadedUrl };
  }
}
