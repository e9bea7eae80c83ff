import type { CoreKit } from './kit';
import * as accounts from '../accounts';
import { outboxMessages } from '../outbox';
import * as rating from '../rating';
import * as leftMessages from '../leave-message';
import * as consoleOps from '../console';
import type { EngineerStatus, MessageDraft } from '../types';

/** The engineer's console: queues, sessions, replies, short messages, profiles. */
export function consoleCalls({ ctx, unit, change, queueChange }: CoreKit) {
  return {
    setEngineerStatus: change(async (ctx, code: string, status: EngineerStatus) =>
      consoleOps.setStatus(ctx, await accounts.engineerByCode(ctx, code), status),
    ),
    waiting: unit(async (ctx, code: string) =>
      consoleOps.waiting(ctx, await accounts.engineerByCode(ctx, code)),
    ),
    activeSessions: unit(async (ctx, code: string) =>
      consoleOps.activeSessions(ctx, await accounts.engineerByCode(ctx, code)),
    ),
    sendSms: change(
      async (
        ctx,
        code: string,
        request: Parameters<typeof consoleOps.sendSms>[2],
        admit?: () => void | Promise<void>,
      ) => consoleOps.sendSms(ctx, await accounts.engineerByCode(ctx, code), request, admit),
    ),
    /** Short messages for the host's SMS gateway, sent or not (outbox.ts). */
    smsOutbox: () => outboxMessages(ctx, 'sms'),
    visitorProfile: unit(async (ctx, code: string, cubeUid: string) =>
      consoleOps.visitorProfile(ctx, await accounts.engineerByCode(ctx, code), cubeUid),
    ),
    accept: queueChange(async (ctx, code: string, sessionId: string) =>
      consoleOps.accept(ctx, await accounts.engineerByCode(ctx, code), sessionId),
    ),
    sendFromEngineer: change(async (ctx, code: string, sessionId: string, draft: MessageDraft) =>
      consoleOps.sendFromEngineer(ctx, await accounts.engineerByCode(ctx, code), sessionId, draft),
    ),
    /** The engineer asks the visitor for a rating (custom push, #17 item 1). */
    requestRating: unit(async (ctx, code: string, sessionId: string) =>
      rating.requestRating(ctx, await accounts.engineerByCode(ctx, code), sessionId),
    ),
    /** Messages left for the engineer's skills (#17 item 3), and marking one handled. */
    leftMessages: unit(async (ctx, code: string, state?: 'open' | 'handled') =>
      leftMessages.leftMessages(ctx, await accounts.engineerByCode(ctx, code), state),
    ),
    handleLeftMessage: unit(async (ctx, code: string, ticketNo: string) =>
      leftMessages.handleLeftMessage(ctx, await accounts.engineerByCode(ctx, code), ticketNo),
    ),
    closeByEngineer: change(async (ctx, code: string, sessionId: string) =>
      consoleOps.closeByEngineer(ctx, await accounts.engineerByCode(ctx, code), sessionId),
    ),
  };
}
