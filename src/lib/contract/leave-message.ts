import * as z from 'zod/mini';

/**
 * Not shown in SPEC (#17 item 3): what a visitor leaves when nobody can serve them (no engineer
 * of the skill online, or outside the project's hours), and the optional pre-chat form a project
 * asks before the first transfer to a person. A left message becomes a ticket: the visitor finds
 * it in 我的服务单, engineers of the skill in the console.
 */

/** The longest message, in characters (the work order's limit). */
export const LEAVE_MESSAGE_MAX = 2000;
/** The longest name a visitor gives, in characters. */
export const CONTACT_NAME_MAX = 50;
/** Files a message may carry (uploaded first, as the work order's). */
export const LEAVE_MESSAGE_ATTACHMENTS_MAX = 5;

/** The fields a project's pre-chat form may ask for, in the order they are shown. */
export const PRE_CHAT_FIELDS = ['name', 'phone', 'email', 'product'] as const;
export type PreChatField = (typeof PRE_CHAT_FIELDS)[number];

/** A project's pre-chat form: which fields, and which must be filled in. */
export const preChatForm = z.looseObject({
  fields: z.array(z.looseObject({ name: z.enum(PRE_CHAT_FIELDS), required: z.boolean() })),
});
export type PreChatFormView = z.infer<typeof preChatForm>;

const optional = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/** What the visitor answered (sent with the transfer; shown to the engineer who takes it). */
export const preChatAnswers = z.object({
  name: optional(CONTACT_NAME_MAX),
  phone: optional(20),
  email: optional(254),
  /** A product line id (SPEC's production/line/list). */
  product: optional(64),
});
export type PreChatAnswers = z.infer<typeof preChatAnswers>;

/** POST /api/csc/webchat/leaveMessage: a phone or an e-mail is needed to answer. */
export const leaveMessageBody = z.object({
  project_id: z.optional(z.string()),
  /** The skill group the visitor wanted; the engineers of that skill see the message. */
  queue_code: z.optional(z.string().check(z.maxLength(64))),
  name: z.string().check(z.minLength(1), z.maxLength(CONTACT_NAME_MAX)),
  phone: optional(20),
  email: optional(254),
  message: z.string().check(z.minLength(1), z.maxLength(LEAVE_MESSAGE_MAX)),
  attachments: z.optional(
    z.array(z.string().check(z.maxLength(512))).check(z.maxLength(LEAVE_MESSAGE_ATTACHMENTS_MAX)),
  ),
});
export type LeaveMessageBody = z.infer<typeof leaveMessageBody>;

export const LEFT_MESSAGE_STATES = ['open', 'handled'] as const;

/** A left message as the console lists it. */
export const leftMessage = z.looseObject({
  ticket_no: z.string(),
  queue_code: z.optional(z.string()),
  name: z.string(),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
  message: z.string(),
  attachments: z.array(z.string()),
  state: z.enum(LEFT_MESSAGE_STATES),
  created_at: z.string(),
  /** The engineer who marked it handled, and when. */
  handled_by: z.optional(z.string()),
  handled_at: z.optional(z.string()),
});
export type LeftMessageView = z.infer<typeof leftMessage>;

/** A left message as the console lists it. */
export interface LeftMessage {
  ticketNo: string;
  queueCode?: string;
  name: string;
  phone?: string;
  email?: string;
  message: string;
  attachments: string[];
  state: LeftMessageView['state'];
  createdAt: string;
  /** The engineer who marked it handled, and when. */
  handledBy?: string;
  handledAt?: string;
}

export const toLeftMessage = (m: LeftMessageView): LeftMessage => ({
  ticketNo: m.ticket_no,
  ...(m.queue_code !== undefined && { queueCode: m.queue_code }),
  name: m.name,
  ...(m.phone !== undefined && { phone: m.phone }),
  ...(m.email !== undefined && { email: m.email }),
  message: m.message,
  attachments: m.attachments,
  state: m.state,
  createdAt: m.created_at,
  ...(m.handled_by !== undefined && { handledBy: m.handled_by }),
  ...(m.handled_at !== undefined && { handledAt: m.handled_at }),
});
