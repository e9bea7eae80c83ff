// Why it is long: the whole domain vocabulary of the core in one place (projects, people, sessions,
// messages, tickets and their notices), so every store and view reads the same shapes.
import type {
  CallMedia,
  CallOutcome,
  ClientType,
  PreChatField,
  RatingScore,
  RatingTag,
} from '@/lib/contract';
import type { Locale, Translations } from './locale';

export type EngineerStatus = 'online' | 'busy' | 'away' | 'offline';
/** An engineer answers visitors; a supervisor also reviews, watches and whispers (#19). */
export type StaffRole = 'engineer' | 'supervisor';
export type SessionState = 'robot' | 'queueing' | 'active' | 'closed';
export type MessageKind = 'Text' | 'Image' | 'Voice' | 'Video' | 'File';

export type Project = {
  id: string;
  name: string;
  companyName: string;
  companyLogo: string;
  /** SPEC §6: whether the login identifier is per project or generic. */
  perProjectLogin: boolean;
  emojiReduced: boolean;
  /** SPEC §6 service_cloud.permission: service orders, work orders, calls and VIP. @default true */
  serviceCloud?: boolean;
  translations?: Translations<{ name: string; companyName: string }>;
  /** When its engineers answer (#17 item 3). @default always (whenever one is online) */
  serviceHours?: ServiceHours;
  /** The form a visitor fills in before the first transfer to a person (#17 item 3). */
  preChat?: { fields: { name: PreChatField; required: boolean }[] };
};

/** A week of opening times in the project's time zone, and its closed days (#17 item 3). */
export type ServiceHours = {
  /** An IANA time zone, e.g. Asia/Shanghai. */
  timeZone: string;
  /** `day` 0 (Sunday) … 6; `from` inclusive, `to` exclusive, both 'HH:mm' local time. */
  days: { day: number; from: string; to: string }[];
  /** Local calendar days (yyyy-MM-dd) closed all day. */
  holidays: string[];
};

/** What a visitor answered in the pre-chat form: each trimmed, cleaned and checked (pre-chat.ts). */
export type PreChatAnswers = Partial<Record<PreChatField, string>>;

export type Visitor = {
  cubeUid: string;
  projectId: string;
  name: string;
  nickname: string;
  avatar: string;
  phone?: string;
  email?: string;
  anonymous: boolean;
  /** The host site's user id, verified by its HMAC (identity.ts); one visitor per id and project. */
  externalId?: string;
  createdAt: number;
};

/** A visitor row as data written before #37 holds it: with their one token, in plain text. */
export type LegacyVisitor = Visitor & { token?: string };

/**
 * A visitor's sign-in on one device or browser (accounts.ts): the digest of the token it gave
 * (tokens.ts), never the token. A visitor has one per device, so signing in on a phone leaves
 * the desktop signed in, and signing out ends this one.
 */
export type VisitorCredential = {
  /** tokenDigest(token). */
  id: string;
  cubeUid: string;
  issuedAt: number;
};

/**
 * A one-time sign-in code sent to a phone or an e-mail (one-time-codes.ts), as the store keeps
 * it: salted SHA-256 of the code, never the code; one per address (a new one replaces it). A
 * user-centre ticket of the unified login is kept here the same way (by its digest).
 */
export type OneTimeCode = {
  /** The address it was sent to, as a key (one-time-codes.ts codeKey). */
  id: string;
  salt: string;
  digest: string;
  expiresAt: number;
  /** Wrong codes tried against it; at CODE_MAX_TRIES it is spent. */
  tries: number;
  /** What a user-centre ticket (unified-login.ts) proves: the account it was issued for. */
  subject?: string;
};

export type Engineer = {
  code: string;
  account: string;
  /** argon2id, as a PHC string (passwords.ts); the plain password is never stored. */
  passwordHash: string;
  /** @default 'engineer' (rows written before roles) */
  role?: StaffRole;
  name: string;
  nickname: string;
  avatar: string;
  skills: string[];
  capacity: number;
  status: EngineerStatus;
  /** The console's sign-in (and the IM socket's). */
  token?: string;
  /** A supervisor's sign-in to /review: a credential of its own, so each ends on its own. */
  reviewToken?: string;
  /** Simulated engineers are driven by the simulation (mocks and the demo server). */
  simulated: boolean;
};

export type ProductLine = {
  id: string;
  name: string;
  queueCode: string;
  icon: string;
  description: string;
  translations?: Translations<{ name: string; description: string }>;
};

export type Session = {
  id: string;
  projectId: string;
  cubeUid: string;
  state: SessionState;
  queueCode?: string;
  pathway?: string;
  /** Set when the visitor asked for a named engineer (selectPersonal). */
  personalEngineer?: string;
  engineerCode?: string;
  createdAt: number;
  queuedAt?: number;
  /** Arrival order in the queue (ties in queuedAt are common). */
  queueSeq?: number;
  acceptedAt?: number;
  /** When the engineer first wrote to the visitor (service metrics' first response time). */
  firstResponseAt?: number;
  closedAt?: number;
  closedBy?: 'user' | 'engineer' | 'system';
  productMarkId?: string;
  /** A robot conversation that ended in a transfer: the queue session it handed the visitor to. */
  transferredTo?: string;
  /** When the engineer asked the visitor to rate the conversation (#17 item 1). */
  ratingRequestedAt?: number;
  /** The visitor's rating: one per conversation (#17 item 1). */
  rating?: SessionRating;
  /** The visitor's answers to the project's pre-chat form, given with the transfer (#17 item 3). */
  preChat?: PreChatAnswers;
  /** The client address the visitor queued from: its waiting visitors are capped (#37 item 6). */
  queuedFrom?: string;
  /**
   * The session's latest voice or video call (#18): on the row, so every node of a cluster sees
   * it and ending it is one conditional write (calls.ts). Live while it has no outcome.
   */
  call?: SessionCall;
};

/** A side of a conversation, as a call names it. */
export type CallParty = 'user' | 'engineer';

/**
 * One step of a call, as the core reads and relays it (the contract's callSignal, in core terms:
 * server/wire/calls.ts maps it). The core decides on `kind`, `media` and `connectedSeconds`;
 * session descriptions and candidates pass through untouched.
 */
export type CallStep =
  | { kind: 'invite'; media: CallMedia }
  | { kind: 'ringing' }
  | { kind: 'accept'; media: CallMedia }
  | { kind: 'decline' }
  | { kind: 'busy' }
  | { kind: 'cancel' }
  | { kind: 'missed' }
  | { kind: 'offer'; sdp: string; restart?: boolean }
  | { kind: 'answer'; sdp: string }
  | { kind: 'candidate'; candidate: IceCandidate }
  | { kind: 'media'; audio: boolean; video: boolean }
  | {
      kind: 'hangup';
      reason: 'hangup' | 'failed' | 'peer_left' | 'session_ended';
      /** Seconds the call was connected, as the sender counted them (0 if it never connected). */
      connectedSeconds: number;
    };

/** An ICE candidate as the browser gives it (RTCIceCandidate.toJSON()). */
export type IceCandidate = {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
};

/** A call's record on its session (calls.ts). */
export type SessionCall = {
  /** The caller's random id. */
  callId: string;
  media: CallMedia;
  caller: CallParty;
  invitedAt: number;
  acceptedAt?: number;
  /** The media the answer gave (call-rules answeredMedia): the call's line says this one. */
  acceptedMedia?: CallMedia;
  /** How it ended; none while it is live. */
  outcome?: CallOutcome;
  endedAt?: number;
};

/** A visitor's rating of a conversation with an engineer (`@/lib/contract`'s ratingBody). */
export type SessionRating = {
  score: RatingScore;
  tags: RatingTag[];
  comment?: string;
  at: number;
};

export type StoredMessage = {
  id: string;
  /** Global order; resume and history paging use it. */
  seq: number;
  sessionId: string;
  cubeUid: string;
  clientType: ClientType;
  fromAccount: string;
  kind: MessageKind | 'Notice';
  text?: string;
  mediaUrl?: string;
  fileName?: string;
  fileSize?: number;
  fileType?: string;
  emotion?: string;
  sentAt: number;
  isRead: 1 | 2;
  clientMsgId?: string;
  authorName: string;
  avatar: string;
  engineerCode?: string;
  /** System notices (kind 'Notice'): what happened, e.g. the engineer who joined. */
  notice?: Notice;
  /** Robot answers: article links and quick replies. */
  robot?: { articles: { id: string; title: string }[]; suggestions: string[]; transfer: boolean };
};

/** What a system notice tells (kind 'Notice'). */
export type Notice = {
  /** The engineer who joined (CreateSession). */
  engineer?: { code: string; name: string; nickname: string; avatar: string };
  /** Who ended the conversation (SessionClosed, Timeout). */
  by?: 'user' | 'engineer' | 'system';
  /** The visitor's rating (Rated). */
  rating?: Pick<SessionRating, 'score' | 'tags' | 'comment'>;
  /** A call's line (Call, #18): what it was and how it ended. */
  call?: CallLine;
};

/** What a call's line in the conversation tells (the contract's callRecord, in core terms). */
export type CallLine = {
  callId: string;
  media: CallMedia;
  caller: CallParty;
  outcome: CallOutcome;
  /** Connected time in whole seconds; 0 unless completed. */
  durationSeconds: number;
};

export type Article = {
  id: string;
  projectId: string;
  title: string;
  category: string;
  keywords: string[];
  paragraphs: string[];
  updatedAt: string;
  /** The language it is written in. @default 'zh' */
  locale?: Locale;
};

export type FastEntry = {
  id: string;
  title: string;
  kind: 'question' | 'link' | 'transfer' | 'work_order';
  value?: string;
  translations?: Translations<{ title: string; value: string }>;
};

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

export type Product = {
  markId: string;
  name: string;
  image: string;
  serialNumber: string;
  url: string;
};

/** A file, image, voice note or video a message carries (uploaded first; the message points to it). */
export type MediaRef = {
  /** Where it is (a client that names a file without one still has its name kept). */
  url?: string;
  name?: string;
  type?: string;
  size?: number;
};

/** A message someone writes, before the core stores it. */
export type MessageDraft = {
  kind: MessageKind;
  /** The words of a text message. */
  text?: string;
  media?: MediaRef;
  /** The writer's own id for it: a repeated send is the message already stored. */
  clientMsgId?: string;
  /** The conversation it was written in, when the writer says. */
  sessionId?: string;
};

/** A supervisor's note to the engineer of a live conversation (never shown to the visitor). */
export type Whisper = {
  id: string;
  sessionId: string;
  fromCode: string;
  fromName: string;
  /** The engineer it is for. */
  to: string;
  text: string;
  sentAt: number;
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

/** A notice operators set for the whole centre (SPEC §8's maintenance window). */
export type Maintenance = { id: 'maintenance'; enabled: boolean; message?: string };

/** The centre's settings, one row each, by id. */
export type Setting = Maintenance;

/** Where a queued visitor stands. */
export type QueuePosition = {
  sessionId: string;
  /** 1-based. */
  position: number;
  /** How many wait in the same line. */
  waiting: number;
  estimatedWaitSeconds: number;
};

/** A visitor waiting in an engineer's queue (the console's row). */
export interface WaitingVisitor {
  session: Session;
  /** Only what the row shows: the row travels on the bus (a cluster's Redis), tokens must not. */
  visitor?: Pick<Visitor, 'nickname' | 'avatar'>;
  position: QueuePosition;
  /** What they asked first, if they wrote anything. */
  firstLine?: string;
}

/** What happened to a queue's line, as its engineers hear it (#18 item 3). */
export type QueueChange = 'entered' | 'left' | 'accepted';
