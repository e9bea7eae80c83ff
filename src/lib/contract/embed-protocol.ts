import * as z from 'zod/mini';
import type { ChatMessage } from './rows';

/**
 * The embed protocol between a host page and the widget (/webchat?isiframe=1 in an iframe),
 * SPEC §7 "host-page functions". Every message is a plain object `{ type: 'webchat:<name>',
 * v: 1, ...fields }`; each side validates what it receives and ignores anything unknown,
 * malformed, of another version, from another window or from an origin it does not trust.
 *
 * host -> widget: webchat:send { text, user? { name?, phone?, email?, cube_uid? } },
 *   webchat:login { token, cube_uid, project_id? }, webchat:logout, webchat:visibility { visible },
 *   webchat:identify { userId?, name?, email?, userHash? }, webchat:locale { locale }
 * widget -> host: webchat:ready { project_id, loggedIn, cube_uid }, webchat:login-state
 *   { loggedIn, cube_uid }, webchat:unread { count }, webchat:message { id, client_type, author,
 *   message_type, text? }, webchat:close, webchat:error { reason, request }
 */
export const EMBED_PROTOCOL_VERSION = 1;

const v = z.literal(EMBED_PROTOCOL_VERSION);
const field = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The longest text a host may send in one message (the composer has no tighter limit). */
export const HOST_TEXT_MAX = 2000;

export const hostMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('webchat:send'),
    v,
    text: field(HOST_TEXT_MAX),
    user: z.optional(
      z.object({
        name: z.optional(field(40)),
        phone: z.optional(field(32)),
        email: z.optional(field(254)),
        cube_uid: z.optional(field(128)),
      }),
    ),
  }),
  z.object({
    type: z.literal('webchat:login'),
    v,
    token: field(512),
    cube_uid: field(128),
    project_id: z.optional(field(64)),
  }),
  z.object({ type: z.literal('webchat:logout'), v }),
  z.object({ type: z.literal('webchat:visibility'), v, visible: z.boolean() }),
  // Who the visitor is on the host site (widget.js's identify). The name shows on the
  // visitor's messages. With userHash (HMAC-SHA256 of userId by the host's backend) the server
  // verifies the user and the chat signs in as them; without it nothing is verified.
  z.object({
    type: z.literal('webchat:identify'),
    v,
    userId: z.optional(field(128)),
    name: z.optional(field(40)),
    email: z.optional(field(254)),
    userHash: z.optional(field(256)),
  }),
  z.object({ type: z.literal('webchat:locale'), v, locale: z.enum(['zh-CN', 'en']) }),
]);
export type HostMessage = z.infer<typeof hostMessage>;

export type WidgetErrorReason = 'identity-mismatch' | 'identity-refused' | 'send-failed' | 'busy';

/** What the widget posts; `v` is added when it is sent. */
export type WidgetMessage =
  | { type: 'webchat:ready'; project_id: string; loggedIn: boolean; cube_uid: string | null }
  | { type: 'webchat:login-state'; loggedIn: boolean; cube_uid: string | null }
  | { type: 'webchat:unread'; count: number }
  | {
      type: 'webchat:message';
      id: string;
      client_type: string;
      author: string;
      message_type: string;
      /** Text messages only, cut to {@link PREVIEW_MAX} characters. */
      text?: string;
    }
  | { type: 'webchat:close' }
  | { type: 'webchat:error'; reason: WidgetErrorReason; request: HostMessage['type'] };

export const PREVIEW_MAX = 120;

export function parseHostMessage(data: unknown): HostMessage | undefined {
  const result = hostMessage.safeParse(data);
  return result.success ? result.data : undefined;
}

/**
 * A host's command in the widget's words: the same `type`, its fields in camelCase (the
 * protocol's `cube_uid` and `project_id` are `cubeUid` and `projectId`).
 */
export type HostCommand =
  | {
      type: 'webchat:send';
      text: string;
      user?: { name?: string; phone?: string; email?: string; cubeUid?: string };
    }
  | { type: 'webchat:login'; token: string; cubeUid: string; projectId?: string }
  | Exclude<HostMessage, { type: 'webchat:send' | 'webchat:login' }>;

export function toHostCommand(message: HostMessage): HostCommand {
  if (message.type === 'webchat:send') {
    const { user, text } = message;
    if (!user) return { type: message.type, text };
    const { cube_uid: cubeUid, ...rest } = user;
    return { type: message.type, text, user: { ...rest, ...(cubeUid && { cubeUid }) } };
  }
  if (message.type === 'webchat:login')
    return {
      type: message.type,
      token: message.token,
      cubeUid: message.cube_uid,
      ...(message.project_id && { projectId: message.project_id }),
    };
  return message;
}

/** Who the widget's visitor is, as the host hears it. */
export interface WidgetIdentity {
  loggedIn: boolean;
  cubeUid: string | null;
}

const identityFields = (identity: WidgetIdentity) => ({
  loggedIn: identity.loggedIn,
  cube_uid: identity.cubeUid,
});

/** webchat:ready, once the chat can take commands. */
export const readyMessage = (projectId: string, identity: WidgetIdentity): WidgetMessage => ({
  type: 'webchat:ready',
  project_id: projectId,
  ...identityFields(identity),
});

/** webchat:login-state, when the visitor's identity changed. */
export const loginStateMessage = (identity: WidgetIdentity): WidgetMessage => ({
  type: 'webchat:login-state',
  ...identityFields(identity),
});

/** webchat:message, a new line from the other side (text cut to {@link PREVIEW_MAX}). */
export function arrivalMessage(m: ChatMessage): WidgetMessage {
  const text = m.type === 'Text' ? m.text?.slice(0, PREVIEW_MAX) : undefined;
  return {
    type: 'webchat:message',
    id: m.id,
    client_type: m.authorRole,
    author: m.authorName,
    message_type: m.type,
    ...(text === undefined ? {} : { text }),
  };
}
