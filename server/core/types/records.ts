// What the centre keeps about what happened: tickets, the audit log, the outbox.

export type Ticket = {
  ticketNo: string;
  cubeUid: string;
  projectId: string;
  /** 'message': a visitor's leave-a-message, when no engineer could serve them (#17 item 3). */
  kind: 'ticket' | 'repair' | 'message';
  title: string;
  status: string;
  createdAt: number;
  productLine?: string;
  /** The skill group (queue) a leave-a-message was left for; service metrics count it there. */
  queueCode?: string;
  serialNumber?: string;
  description?: string;
  attachments: string[];
  /** Whom to answer: a left message's name and phone or e-mail (#17 item 3). */
  contact?: { name: string; phone?: string; email?: string };
  /** The engineer who marked a left message handled, and when. */
  handledBy?: string;
  handledAt?: number;
};

/**
 * What a supervisor did with a conversation (#19): opened it in review ('view'; 'watch' while it
 * was live) or whispered into it. Kept for supervisors to read; a whisper keeps its text, which
 * review shows beside the transcript.
 */
export type AuditAction = 'view' | 'watch' | 'whisper' | 'transcript';

export type AuditEntry = {
  id: string;
  /** The store's counter: orders entries made within one millisecond. */
  seq: number;
  at: number;
  action: AuditAction;
  actorCode: string;
  actorName: string;
  sessionId: string;
  /** A whisper's engineer and text. */
  to?: string;
  text?: string;
};

/** A short message an engineer sends a visitor's phone, waiting for the host's SMS gateway. */
export type OutgoingSms = {
  id: string;
  sessionId: string;
  engineerCode: string;
  phone: string;
  text: string;
  at: number;
};

/** An e-mail waiting for the mail gateway (the visitor asked for their transcript). */
export interface OutgoingMail {
  id: string;
  /** Who asked for it: the limit below counts per visitor. */
  cubeUid: string;
  to: string;
  subject: string;
  html: string;
  sessionId: string;
  at: number;
}

/**
 * A message on its way out, kept by the store until it is sent (outbox.ts): `queued` until its
 * time comes, `sending` while one node holds it (until `dueAt`, then anyone may take it again),
 * then `sent`, or `failed` after the last try.
 */
export type OutboxItem = {
  id: string;
  state: 'queued' | 'sending' | 'sent' | 'failed';
  /** When it was queued. */
  at: number;
  /** When it may next be taken (queued), or when a taker's hold ends (sending). */
  dueAt: number;
  attempts: number;
  /** The visitor who asked for it (a transcript mail): their limit counts it. */
  cubeUid?: string;
  sentAt?: number;
  lastError?: string;
} & ({ channel: 'mail'; message: OutgoingMail } | { channel: 'sms'; message: OutgoingSms });
