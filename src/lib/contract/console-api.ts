import * as z from 'zod/mini';
import { get, post } from './endpoint';
import { MESSAGE_MAX_LENGTH, SMS_MAX_LENGTH } from './limits';
import {
  engineerInfo,
  historicalMessage,
  transcriptFile,
  transcriptQuery,
  msgType,
  queueStatus,
  sessionHistoryItem,
  ticketItem,
} from './entities';
import { LEFT_MESSAGE_STATES, leftMessage, preChatAnswers } from './leave-message';
import { waitingVisitor } from './waiting-visitor';

export { waitingVisitor, type WaitingVisitor } from './waiting-visitor';

// Not shown in SPEC: the engineer console's calls, designed for /chatEngieer and /review.

const str = z.string();
const optStr = z.optional(z.string());

export const engineerStatus = z.enum(['online', 'busy', 'away', 'offline']);

const activeSession = z.looseObject({
  session_id: str,
  cube_uid: str,
  user_name: str,
  avatar: optStr,
  queue_code: optStr,
  started_at: str,
  unread: z.number(),
  last_message: optStr,
  product: z.optional(z.nullable(z.looseObject({ mark_id: str, name: str }))),
  /** Not shown (#17 item 3): what the visitor answered in the project's pre-chat form. */
  pre_chat: z.optional(preChatAnswers),
});

export const consoleApi = {
  login: post(
    '/api/csc/engineer/login',
    z.looseObject({
      token: str,
      /** The IM login signature (SPEC §7 login "signature"), as userSig gives visitors. */
      userSig: optStr,
      engineer: engineerInfo,
      status: engineerStatus,
    }),
    { timeout: 'login', noToken: true, body: z.object({ account: str, password: str }) },
  ),
  status: post('/api/csc/engineer/status', z.looseObject({ status: engineerStatus }), {
    body: z.object({ status: engineerStatus }),
  }),
  /** Signs out: offline, and the token is revoked everywhere (open sockets are closed). */
  logout: post('/api/csc/engineer/logout', z.optional(z.null())),
  waiting: get('/api/csc/engineer/waiting', z.array(waitingVisitor)),
  sessions: get('/api/csc/engineer/sessions', z.array(activeSession)),
  /** A visitor the engineer serves or served: ucenter/info's fields, past sessions, tickets. */
  visitor: get(
    '/api/csc/engineer/visitor/{cube_uid}',
    z.looseObject({
      cube_uid: str,
      nickname: optStr,
      name: optStr,
      headimgurl: optStr,
      /** Masked but for the last four digits. */
      phone: optStr,
      /** Not shown (#17 item 5): the host site's user id, when the site verified who this is. */
      verified_user_id: optStr,
      sessions: z.array(sessionHistoryItem),
      tickets: z.array(ticketItem),
    }),
  ),
  /**
   * Not shown (#17 item 3): messages visitors left for the engineer's skills while nobody could
   * answer, newest first (the last 30 days); `state` narrows to open or handled ones.
   */
  leftMessages: get('/api/csc/engineer/leftMessages', z.array(leftMessage), {
    query: z.optional(z.object({ state: z.optional(z.enum(LEFT_MESSAGE_STATES)) })),
  }),
  /** Marks a left message handled (answered by phone or e-mail); 409 when it already is. */
  handleLeftMessage: post('/api/csc/engineer/leftMessages/{no}/handle', leftMessage),
  accept: post('/api/csc/engineer/accept', activeSession, { body: z.object({ session_id: str }) }),
  send: post(
    '/api/csc/engineer/send',
    z.looseObject({ messageID: str, seq: z.optional(z.number()) }),
    {
      body: z.object({
        session_id: str,
        MsgType: msgType,
        Content: z.optional(z.string().check(z.maxLength(MESSAGE_MAX_LENGTH))),
        MediaUrl: optStr,
        FileName: optStr,
        FileType: optStr,
        FileSize: z.optional(z.number()),
        ClientMsgId: optStr,
      }),
    },
  ),
  /**
   * SPEC §3 flag engineer_helper.send_short_message (the call is not shown): a text message to
   * the visitor's phone about this session. One segment: 70 characters.
   */
  sms: post(
    '/api/csc/engineer/sms',
    z.looseObject({ sms_id: str, status: z.enum(['queued', 'sent']), phone: str }),
    {
      body: z.object({
        session_id: str,
        phone: z.string().check(z.regex(/^1[3-9]\d{9}$/)),
        text: z.string().check(z.minLength(1), z.maxLength(SMS_MAX_LENGTH)),
      }),
    },
  ),
  /** Not shown (#17 item 1, SPEC's evaluation custom push): ask the visitor for a rating, once. */
  requestRating: post('/api/csc/engineer/rating/request', z.optional(z.unknown()), {
    body: z.object({ session_id: str }),
  }),
  close: post('/api/csc/engineer/close', z.optional(z.unknown()), {
    body: z.object({ session_id: str }),
  }),
  typing: post('/api/csc/engineer/typing', z.optional(z.unknown()), {
    body: z.object({ session_id: str, typing: z.boolean() }),
  }),
  transcript: get(
    '/api/csc/engineer/transcript/{id}',
    z.looseObject({ data: z.array(historicalMessage), queue: z.optional(queueStatus) }),
  ),
  /** Not shown (#17 item 2): a conversation the engineer served, as a file. */
  transcriptFile: get('/api/csc/engineer/transcript/{id}/file', transcriptFile, {
    query: transcriptQuery,
  }),
} as const;

/** Not shown: the self-service work order (SPEC §1) creates a ticket. */
export const workOrderApi = {
  create: post(
    '/api/csc/webchat/createTicket',
    z.looseObject({ ticket_no: str, status: str, created_at: str }),
    {
      body: z.object({
        project_id: optStr,
        product_line: str,
        serial_number: optStr,
        description: z.string().check(z.minLength(1), z.maxLength(2000)),
        attachments: z.optional(z.array(z.string()).check(z.maxLength(5))),
        contact_phone: optStr,
      }),
    },
  ),
} as const;
