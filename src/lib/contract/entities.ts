import * as z from 'zod/mini';
import { sessionRating } from './rating';
import { preChatForm } from './leave-message';
import { serviceHours } from './service-hours';

/** SPEC §3 message types. */
export const MESSAGE_TYPES = ['Text', 'Image', 'Voice', 'Video', 'File'] as const;
export const messageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageType>;

/** SPEC §6 client types. */
export const clientType = z.enum(['user', 'engineer', 'robot']);
export type ClientType = z.infer<typeof clientType>;

/** SPEC §3: message read state, unread=1, read=2. */
export const READ_STATE = { unread: 1, read: 2 } as const;
export const readState = z.union([z.literal(READ_STATE.unread), z.literal(READ_STATE.read)]);

/** SPEC §7 send body MsgType. */
export const msgType = z.enum(['text', 'image', 'file', 'voice', 'video']);

/** SPEC §3 login result. */
export const loginResult = z.looseObject({ cube_uid: z.string(), token: z.string() });

/** Not shown: a conversation as a file to keep (#17 item 2): a self-contained HTML page. */
export const transcriptFile = z.looseObject({ filename: z.string(), html: z.string() });
export type TranscriptFile = z.infer<typeof transcriptFile>;
/** The reader's IANA time zone, for the times in a transcript file. */
export const transcriptQuery = z.optional(
  z.object({ tz: z.optional(z.string().check(z.maxLength(64))) }),
);
export type LoginResult = z.infer<typeof loginResult>;

/** SPEC §3 engineer info. */
export const engineerInfo = z.looseObject({
  engineer_code: z.string(),
  engineer_name: z.string(),
  engineer_nickname: z.optional(z.string()),
  engineer_img: z.optional(z.string()),
});
export type EngineerInfo = z.infer<typeof engineerInfo>;

/** SPEC §3 company info. */
export const companyInfo = z.looseObject({
  company_name: z.string(),
  company_logo: z.optional(z.string()),
  /** Not shown (#17 item 3): when the project's engineers answer, in its time zone. */
  service_hours: z.optional(serviceHours),
  /** Not shown (#17 item 3): the form asked before the first transfer to a person. */
  pre_chat: z.optional(preChatForm),
});

/** SPEC §3 session history item (account or engineer_code identifies the engineer). */
export const sessionHistoryItem = z.looseObject({
  id: z.string(),
  account: z.optional(z.string()),
  engineer_code: z.optional(z.string()),
  avatar: z.optional(z.string()),
  name: z.optional(z.string()),
  nickname: z.optional(z.string()),
  /** Not shown in SPEC: when the session started and ended, and its last line, for the list. */
  start_time: z.optional(z.string()),
  end_time: z.optional(z.nullable(z.string())),
  last_message: z.optional(z.string()),
  /** Not shown: SPEC §9 "history flow with code 5 uses the first session's engineer". */
  code: z.optional(z.number()),
  /**
   * Not shown: a robot conversation that ended in a transfer names the session it led to, so a
   * reloaded page shows it above that session, as before.
   */
  transferred_to: z.optional(z.string()),
  /** Not shown (#17 item 1): the visitor's rating, and whether they may still give one. */
  rating: z.optional(sessionRating),
  rateable: z.optional(z.boolean()),
});
export type SessionHistoryItem = z.infer<typeof sessionHistoryItem>;

/** SPEC §3 historical message as the server stores it. */
export const historicalMessage = z.looseObject({
  /** Not shown: ids so history and live messages can be merged without duplicates. */
  message_id: z.optional(z.string()),
  /**
   * Not shown: the id its sender gave it (ClientMsgId), as the socket frame's `id` carries it: a
   * page that reloads with the message still in its outbox shows it once.
   */
  client_msg_id: z.optional(z.string()),
  client_type: clientType,
  message_type: z.string(),
  text: z.optional(z.nullable(z.string())),
  send_time: z.string(),
  media_url: z.optional(z.nullable(z.string())),
  file_name: z.optional(z.nullable(z.string())),
  file_size: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  file_type: z.optional(z.nullable(z.string())),
  emotion: z.optional(z.nullable(z.string())),
  is_read: z.optional(readState),
  author_name: z.optional(z.string()),
  avatar: z.optional(z.string()),
  engineer_code: z.optional(z.string()),
  /** Not shown: the server's order, so history and live messages merge without duplicates. */
  seq: z.optional(z.number()),
  robot: z.optional(
    z.looseObject({
      articles: z.array(z.looseObject({ id: z.string(), title: z.string() })),
      suggestions: z.array(z.string()),
      transfer: z.boolean(),
    }),
  ),
  /** Not shown: a notice's details as the socket carries them (e.g. the engineer who joined). */
  notice: z.optional(z.record(z.string(), z.unknown())),
});
export type HistoricalMessage = z.infer<typeof historicalMessage>;

/** SPEC §3 file content of a file message. */
export const fileContent = z.looseObject({
  name: z.string(),
  size: z.number(),
  url: z.string(),
  media: z.string(),
  gid: z.optional(z.string()),
});

/** SPEC §3 read-list entry. */
export const readListEntry = z.object({ messageId: z.string(), isRead: readState });

/** Not shown in SPEC: a product line the visitor can pick (production/line/list). */
export const productLine = z.looseObject({
  id: z.string(),
  name: z.string(),
  queue_code: z.string(),
  icon: z.optional(z.string()),
  description: z.optional(z.string()),
});

/** Not shown: where the visitor stands in a queue (selectBigQueue, selectPersonal, currentStatus). */
export const queueStatus = z.looseObject({
  session_id: z.optional(z.nullable(z.string())),
  position: z.optional(z.number()),
  waiting: z.optional(z.number()),
  estimated_wait_seconds: z.optional(z.number()),
});

/** Not shown: a service order or repair as the visitor's list shows it. */
export const ticketItem = z.looseObject({
  ticket_no: z.string(),
  kind: z.enum(['ticket', 'repair', 'message']),
  title: z.string(),
  status: z.string(),
  created_at: z.string(),
});
