// The people of the domain: visitors and their sign-ins, engineers and their roles.
import type { PreChatField } from '@/lib/contract';

export type EngineerStatus = 'online' | 'busy' | 'away' | 'offline';

/** An engineer answers visitors; a supervisor also reviews, watches and whispers (#19). */
export type StaffRole = 'engineer' | 'supervisor';

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
