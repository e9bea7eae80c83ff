import { consoleApi, ownApi } from '@/lib/contract';
import type { CaseContext, EngineerParty, VisitorParty } from './host';
import type { ImHarness } from './im';

export interface Chat {
  visitor: VisitorParty;
  visitorIm: ImHarness;
  engineer: EngineerParty;
  engineerIm: ImHarness;
  sessionId: string;
}

/**
 * A visitor queued for notebooks and taken by the demo engineer, both on their sockets; returns
 * once the visitor has heard CreateSession.
 */
export async function startChat(
  t: CaseContext,
  /** Pre-chat answers given with the transfer (a phone the engineer may text). */
  preChat?: { phone?: string },
): Promise<Chat> {
  const visitor = await t.visitor();
  const visitorIm = await t.im(visitor);
  const engineer = await t.engineer('demo');
  const engineerIm = await t.im(engineer);
  const queued = await visitor.api.call(ownApi.selectBigQueue, {
    body: {
      token: visitor.token,
      queue_code: 'NB',
      pathway: 'webchat',
      ...(preChat && { pre_chat: preChat }),
    },
  });
  const sessionId = queued?.session_id ?? '';
  await engineer.api.call(consoleApi.accept, { body: { session_id: sessionId } });
  await visitorIm.next('NOTIFY', (e) => e.message.MessageBody.Body.Type === 'CreateSession');
  return { visitor, visitorIm, engineer, engineerIm, sessionId };
}

/** Text of a chat message event, for matching. */
export const saying =
  (text: string) =>
  (event: { message: { MessageBody: { Body: { Content?: unknown } } } }): boolean =>
    event.message.MessageBody.Body.Content === text;

/** Events of one notification type. */
export const notice =
  (type: string) =>
  (event: { message: { MessageBody: { Body: { Type: string } } } }): boolean =>
    event.message.MessageBody.Body.Type === type;
