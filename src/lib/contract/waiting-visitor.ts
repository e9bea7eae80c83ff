import * as z from 'zod/mini';
import { preChatAnswers } from './leave-message';

// Not shown in SPEC: its own module because the IM contract's queue frame carries it too, and
// the visitor's page parses IM frames without loading the console's calls.

const str = z.string();
const optStr = z.optional(z.string());

/** A visitor in a queue, as the console lists them (and the queue frame carries, #18). */
export const waitingVisitor = z.looseObject({
  session_id: str,
  cube_uid: str,
  user_name: str,
  queue_code: str,
  waiting_since: str,
  position: z.number(),
  first_message: optStr,
  /** Not shown (#17 item 3): what the visitor answered in the project's pre-chat form. */
  pre_chat: z.optional(preChatAnswers),
});
export type WaitingVisitor = z.infer<typeof waitingVisitor>;
