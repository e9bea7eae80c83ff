// A side's one send pipeline over its lifetime (#39 item 1): loaded when the side starts (a chunk
// of its own), made from the side's author, post and store, woken when the browser is back
// online, and given to whatever was written before it existed.
import type { ApiClient } from '@/lib/api-client';
import type { OutboxStorage } from './outbox';
import type { MessageStore, Sender, SenderDeps } from './sender';
import type { ChatMessage } from '@/lib/contract';

/** The send pipeline (sender, outbox, checks), a chunk of its own loaded when a chat starts. */
export const loadSendPipeline = () => import('./send-pipeline');
export type SendPipeline = Awaited<ReturnType<typeof loadSendPipeline>>;

/** What a side's sender shares with the other side's: the API, words for failures, the outbox. */
export interface SenderSlotDeps {
  api: ApiClient;
  describe: SenderDeps['describe'];
  /** A message that will not leave unless the person acts (a toast). */
  onError?: (text: string) => void;
  /** The server said "too fast"; the message waits and leaves when allowed. */
  onRateLimited?: () => void;
  /** Where waiting messages are kept. @default IndexedDB */
  outbox?: OutboxStorage;
  /**
   * What is written while no sender runs waits for the next one (the visitor's chat starts
   * again after a restart); otherwise it is dropped once the side stops. @default false
   */
  keepWaiting?: boolean;
  win?: Window;
}

/** Who writes, where their rows go and how they are posted. */
export interface SenderSide {
  /** Whose outbox this is (a visitor of a project, an engineer). */
  scope: string;
  /** The client id's prefix: 'c' for a visitor, 'e' for an engineer. */
  idPrefix: string;
  /** The author's fields of a new row (and its session, where the side has one). */
  author: () => Pick<ChatMessage, 'isEngineer' | 'authorRole' | 'avatar' | 'authorName'> &
    Partial<ChatMessage>;
  store: MessageStore;
  post: (pipeline: SendPipeline) => SenderDeps['post'];
}

export class SenderSlot {
  sender: Sender | undefined;
  private runs = 0;
  private loading = false;
  private waiters: ((sender: Sender | undefined) => void)[] = [];

  constructor(private readonly deps: SenderSlotDeps) {}

  /**
   * Loads the pipeline and makes the side's sender; one that loads after a stop is not made.
   * `made` hears the sender before anything written meanwhile reaches it.
   */
  async start(side: SenderSide, made?: (sender: Sender) => void): Promise<Sender | undefined> {
    this.stop();
    const run = this.runs;
    this.loading = true;
    let pipeline: SendPipeline;
    try {
      pipeline = await loadSendPipeline();
    } catch (error) {
      // The chunk did not come (offline at start): what waits is not kept hanging for it.
      if (run === this.runs) this.release();
      throw error;
    }
    if (run !== this.runs) return undefined;
    this.loading = false;
    const sender = this.create(pipeline, side);
    this.sender = sender;
    made?.(sender);
    this.win?.addEventListener('online', this.wake);
    const waiting = this.waiters;
    this.waiters = [];
    waiting.forEach((resolve) => resolve(sender));
    // The outbox is read before the writes that waited reach the sender (they follow it).
    void sender.restore();
    return sender;
  }

  /**
   * Runs `run` with the sender as soon as there is one: what is written while the side still
   * starts is not lost, it waits for the pipeline.
   */
  withSender<T>(run: (sender: Sender) => T): Promise<T | undefined> {
    if (this.sender) return Promise.resolve(run(this.sender));
    if (!this.loading && !this.deps.keepWaiting) return Promise.resolve(undefined);
    return new Promise<Sender | undefined>((resolve) => this.waiters.push(resolve)).then(
      (sender) => (sender ? run(sender) : undefined),
    );
  }

  /** Connected again: what waits in the outbox can leave now. */
  readonly wake = () => this.sender?.wake();

  stop(): void {
    this.runs += 1;
    this.loading = false;
    this.win?.removeEventListener('online', this.wake);
    this.sender?.dispose();
    this.sender = undefined;
    this.release();
  }

  /** Unless the side keeps them for its next start, writes that wait are dropped. */
  private release() {
    this.loading = false;
    if (this.deps.keepWaiting) return;
    const waiting = this.waiters;
    this.waiters = [];
    waiting.forEach((resolve) => resolve(undefined));
  }

  private get win(): Window | undefined {
    return this.deps.win ?? (typeof window === 'undefined' ? undefined : window);
  }

  private create(pipeline: SendPipeline, side: SenderSide): Sender {
    const { deps } = this;
    return pipeline.createSender({
      scope: side.scope,
      store: side.store,
      draft: (patch) => {
        const now = Date.now();
        return {
          id: pipeline.newClientId(side.idPrefix),
          type: 'Text',
          sentAt: now,
          timestamp: now,
          error: 'presending',
          read: false,
          ...side.author(),
          ...patch,
        };
      },
      post: side.post(pipeline),
      upload: pipeline.uploader(deps.api),
      outbox: deps.outbox ?? pipeline.defaultOutbox(),
      // An instant local preview; without object URLs the row waits for the upload.
      preview:
        typeof URL.createObjectURL === 'function' ? (b) => URL.createObjectURL(b) : undefined,
      describe: deps.describe,
      onError: deps.onError,
      onRateLimited: deps.onRateLimited,
      online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    });
  }
}
