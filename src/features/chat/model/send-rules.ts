// What the send pipeline is given (SenderDeps) and its rules, apart from the pipeline itself: how
// a failed call is treated, how long a refusal asks to wait, how long and how often to try.
import { isApiError } from '@/lib/api-client';
import { type ChatMessage, FILE_REASON_CODES, type Reason } from '@/lib/contract';
import type { MessageList, Receipts } from './message-list';
import type { OutboxStorage } from './outbox';

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
