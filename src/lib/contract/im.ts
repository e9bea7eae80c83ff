import * as z from 'zod/mini';
import { clientCallFrame, serverCallFrame } from './call';
import { waitingVisitor } from './waiting-visitor';
import { clientType, readState } from './entities';

/** SPEC §4: the events the chat connection reports to the app. */
export const IM_EVENTS = [
  'MSG',
  'NOTIFY',
  'KICKOFF',
  'CONNECTRET',
  'RECONNECT',
  'UNKNOWN',
  'LOGOUT',
  'LOGIN',
  'USER_TRY_LOGIN',
  'READ',
] as const;
export type ImEventName = (typeof IM_EVENTS)[number];

/** SPEC §7: the socket lives at {host}/chat and the protocol version is 'hippo'. */
export const IM_PATH = '/chat';
export const IM_VERSION = 'hippo';
/** SPEC §3: a message from this account is a reminder and shows as the robot. */
export const REMINDER_ACCOUNT = 'remind';

export const CHAT_MESSAGE = 'CC.ChatMessage';
export const NOTIFICATION = 'CC.Notification';

/** SPEC §3 message kinds; Body.Type stays a string so unknown kinds reach the client's rule. */
export const BODY_TYPES = [
  'Text',
  'Image',
  'Voice',
  'Video',
  'File',
  'CreateSession',
  'Timeout',
] as const;

/** SPEC §3 file content of an outgoing or incoming file message. */
export const mediaContent = z.looseObject({
  MediaUrl: z.string(),
  FileName: z.optional(z.string()),
  FileSize: z.optional(z.union([z.number(), z.string()])),
  FileType: z.optional(z.string()),
  gid: z.optional(z.string()),
});

export const messageContent = z.union([z.string(), mediaContent, z.null()]);

/** Not shown: a robot answer's article links, suggested questions and transfer offer. */
export const robotExtras = z.looseObject({
  articles: z.array(z.looseObject({ id: z.string(), title: z.string() })),
  suggestions: z.array(z.string()),
  transfer: z.boolean(),
});

/** SPEC §3 messaging-client message, as the socket delivers it. */
export const imMessage = z.looseObject({
  MessageType: z.enum([CHAT_MESSAGE, NOTIFICATION]),
  MessageID: z.string(),
  fromAccount: z.string(),
  MessageBody: z.looseObject({
    Body: z.looseObject({ Type: z.string(), Content: z.optional(messageContent) }),
    ClientType: z.optional(clientType),
    SessionID: z.optional(z.nullable(z.string())),
    engineer_code: z.optional(z.string()),
    engineer_name: z.optional(z.string()),
    avatar: z.optional(z.string()),
    SendTime: z.optional(z.union([z.number(), z.string()])),
    /** SPEC §4: present when the session moved away; clears start time and session id. */
    message_from: z.optional(z.string()),
    id: z.optional(z.string()),
    emotion: z.optional(z.string()),
    // Not shown in SPEC, designed: the server's order (resume without gaps), robot extras,
    // system notices and live queue positions.
    seq: z.optional(z.number()),
    robot: z.optional(robotExtras),
    notice: z.optional(z.record(z.string(), z.unknown())),
    queue: z.optional(
      z.looseObject({
        session_id: z.string(),
        position: z.number(),
        waiting: z.number(),
        estimated_wait_seconds: z.number(),
      }),
    ),
  }),
});
export type ImMessage = z.infer<typeof imMessage>;

/** SPEC §3 outgoing message envelope, exactly as observed. */
export const outgoingEnvelope = z.object({
  MessageType: z.literal(CHAT_MESSAGE),
  MessageBody: z.object({
    SessionID: z.string(),
    ChatRoute: z.literal('webChat'),
    ClientType: z.literal('user'),
    engineer_name: z.optional(z.string()),
    id: z.string(),
    SendTime: z.number(),
    avatar: z.optional(z.string()),
    Body: z.object({ Type: z.string(), Content: messageContent }),
  }),
});
export type OutgoingEnvelope = z.infer<typeof outgoingEnvelope>;

// Frames on the socket (not shown in SPEC: designed so a client can resume without gaps).

/** Server to client. */
export const serverFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connected'),
    connectionId: z.string(),
    resumed: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal('login_ok'), identifier: z.string() }),
  z.object({ type: z.literal('message'), message: imMessage }),
  z.object({
    type: z.literal('read'),
    data: z.object({
      sessionId: z.optional(z.string()),
      messageIds: z.array(z.string()),
      isRead: readState,
    }),
  }),
  z.object({ type: z.literal('kickoff'), reason: z.optional(z.string()) }),
  z.object({
    type: z.literal('error'),
    code: z.enum(['invalid_identity', 'bad_frame', 'rate_limited', 'not_logged_in']),
    message: z.optional(z.string()),
  }),
  z.object({ type: z.literal('typing'), sessionId: z.string(), typing: z.boolean() }),
  z.object({ type: z.literal('pong') }),
  /** Not shown (#18): a step of a voice or video call (see ./call.ts). */
  serverCallFrame,
  /**
   * Not shown (#18 item 3): the console is told of its skills' queues, not polling. A visitor
   * entered a queue of a skill the engineer serves (with the waiting row the console lists),
   * left it (gave up, left a message, the session ended) or was accepted by `by` (an engineer
   * code; the one who accepted is told too). Sent to every signed-in engineer of the skill.
   */
  z.object({
    type: z.literal('queue'),
    event: z.enum(['entered', 'left', 'accepted']),
    skill: z.string(),
    session_id: z.string(),
    visitor: z.optional(waitingVisitor),
    by: z.optional(z.string()),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrame>;

/** Client to server. */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('login'),
    appid: z.string(),
    accountType: z.string(),
    identifier: z.string(),
    nickname: z.optional(z.string()),
    userSig: z.string(),
  }),
  z.object({ type: z.literal('logout') }),
  z.object({ type: z.literal('resume'), lastMessageId: z.optional(z.string()) }),
  z.object({ type: z.literal('read'), messageIds: z.array(z.string()) }),
  z.object({ type: z.literal('typing'), sessionId: z.string(), typing: z.boolean() }),
  z.object({ type: z.literal('ping') }),
  /** Not shown (#18): a step of a voice or video call (see ./call.ts). */
  clientCallFrame,
]);
export type ClientFrame = z.infer<typeof clientFrame>;

/** SPEC §7: {host}/chat with url, token and version 'hippo' as query parameters. */
export function imUrl(host: string, token: string, pageUrl: string): string {
  const url = new URL(IM_PATH, host);
  url.searchParams.set('url', pageUrl);
  // No token (header mode): the login frame's signature identifies the socket, so the token is
  // in no address a proxy or a log could keep.
  if (token) url.searchParams.set('token', token);
  url.searchParams.set('version', IM_VERSION);
  return url.toString();
}
