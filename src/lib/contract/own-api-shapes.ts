// The bodies and small shapes SPEC §7's own calls share (own-api.ts uses them).
import * as z from 'zod/mini';
import { isEmailAddress } from './email';
import { MESSAGE_MAX_LENGTH } from './limits';
import { preChatAnswers } from './leave-message';
import { msgType } from './entities';

export const str = z.string();
export const optStr = z.optional(z.string());
export const optNum = z.optional(z.number());
/** Not shown: which project a project-specific call is about. */
export const projectQuery = z.object({ project_id: z.optional(z.string()) });
/** Query strings carry text; numbers in a query are coerced so both hosts read the same value. */
export const queryNum = z.optional(z.coerce.number());
export const nothing = z.optional(z.unknown());

/** SPEC §7 visitor login payload: each field only if present. */
export const visitorLoginBody = z.object({
  phone: optStr,
  email: optStr,
  accesses_id: optStr,
  code: optStr,
});

/**
 * Not shown: a host site's user, as widget.js's `identify` passes them (#17 item 5). user_hash is
 * HMAC-SHA256(user_id, the project's secret) in hex, computed by the host's backend.
 */
export const identifyBody = z.object({
  user_id: z.string().check(z.minLength(1), z.maxLength(128)),
  user_hash: z.string().check(z.maxLength(128)),
  name: z.optional(z.string().check(z.maxLength(256))),
  email: z.optional(z.string().check(z.maxLength(256))),
});
export type IdentifyBody = z.infer<typeof identifyBody>;

/** SPEC §5's e-mail pattern, whole, up to RFC 5321's 254 characters. */
export const emailAddress = z
  .string()
  .check(z.refine(isEmailAddress, { message: 'not an e-mail address' }));

/** SPEC §7 queue selection body; pathway is how the visitor got here (not shown: a free string). */
export const selectBigQueueBody = z.object({
  token: str,
  queue_code: str,
  pathway: str,
  project_id: optStr,
  /** Not shown (#17 item 3): the answers of the project's pre-chat form, when it has one. */
  pre_chat: z.optional(preChatAnswers),
});
export const selectPersonalBody = z.object({
  ...selectBigQueueBody.shape,
  engineer_code: str,
  accesses_id: optStr,
});

/** SPEC §7 send: message_body fields exactly as observed; CreateTime is in seconds. */
export const messageBody = z.object({
  accesses_id: optStr,
  Skill: optStr,
  project_id: optStr,
  MsgType: msgType,
  /** Not shown: a cap, so one message cannot stall the robot's search or the server. */
  Content: z.optional(z.string().check(z.maxLength(MESSAGE_MAX_LENGTH))),
  PicUrl: optStr,
  MediaUrl: optStr,
  FileName: optStr,
  FileType: optStr,
  FileSize: z.optional(z.union([z.number(), z.string()])),
  CreateTime: z.number(),
  /** Not shown: the client's id for the message, so a retried send is not stored twice. */
  ClientMsgId: optStr,
  /** Not shown: the conversation it was written in; a message never lands in a later one. */
  SessionID: optStr,
});
export const sendBody = z.object({ project_id: optStr, token: str, message_body: messageBody });
