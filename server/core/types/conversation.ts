// Conversations: sessions, their messages and notices, calls, ratings, queues.
import type { CallMedia, CallOutcome, ClientType, RatingScore, RatingTag } from '@/lib/contract';
import type { PreChatAnswers, Visitor } from './people';

export type SessionState = 'robot' | 'queueing' | 'active' | 'closed';

export type MessageKind = 'Text' | 'Image' | 'Voice' | 'Video' | 'File';

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
