import { isEmailAddress } from '@/lib/contract';
import type { CoreContext } from './context';
import { badRequest } from './errors';
import { transcriptFor, transcriptTitle, type TranscriptOptions } from './transcript';
import type { Visitor } from './types';

/** An e-mail waiting for the mail gateway (the visitor asked for their transcript). */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  sessionId: string;
  at: number;
}

/**
 * The outbox of e-mails, as short messages have theirs (console.ts): a host hands them to its
 * mail gateway; the demo and the reference server have none, so they stay queued and logged.
 */
const mailboxes = new WeakMap<CoreContext, OutgoingMail[]>();
export const mailOutbox = (ctx: CoreContext) => {
  let box = mailboxes.get(ctx);
  if (!box) mailboxes.set(ctx, (box = []));
  return box;
};

/** The visitor's transcript of one of their sessions, queued to an address SPEC's pattern takes. */
export function mailTranscript(
  ctx: CoreContext,
  visitor: Visitor,
  request: { sessionId: string; email: string },
  options: TranscriptOptions,
): OutgoingMail {
  const to = request.email.trim();
  if (!isEmailAddress(to)) throw badRequest('请输入正确的邮箱地址', { code: 'invalid_email' });
  const file = transcriptFor(ctx, { cubeUid: visitor.cubeUid }, request.sessionId, options);
  const mail: OutgoingMail = {
    id: ctx.newId('mail'),
    to,
    subject: transcriptTitle(options.locale),
    html: file.html,
    sessionId: request.sessionId,
    at: ctx.clock.now(),
  };
  mailOutbox(ctx).push(mail);
  return mail;
}
