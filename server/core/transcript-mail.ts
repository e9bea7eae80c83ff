import { isEmailAddress } from '@/lib/contract';
import type { CoreContext } from './context';
import { badRequest, refused } from './errors';
import { enqueue } from './outbox';
import { transcriptFor, transcriptTitle, type TranscriptOptions } from './transcript';
import type { OutgoingMail, Visitor } from './types';

/**
 * A visitor may have a few transcripts mailed an hour, not a stream, and only to their own
 * proved address (mailTranscript).
 */
export const MAIL_PER_VISITOR_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The visitor's transcript of one of their sessions, queued to an address SPEC's pattern takes. */
export async function mailTranscript(
  ctx: CoreContext,
  visitor: Visitor,
  request: { sessionId: string; email: string },
  options: TranscriptOptions,
): Promise<OutgoingMail> {
  const to = request.email.trim();
  if (!isEmailAddress(to)) throw badRequest('请输入正确的邮箱地址', { code: 'invalid_email' });
  const now = ctx.clock.now();
  const recent = await ctx.store.outbox.ofVisitor(visitor.cubeUid, now - HOUR_MS + 1);
  if (recent.length >= MAIL_PER_VISITOR_PER_HOUR) {
    const seconds = Math.ceil((recent[0]!.at + HOUR_MS - now) / 1000);
    throw refused(429, `请求过于频繁，请 ${seconds} 秒后再试`, {
      code: 'too_many_requests',
      values: { seconds },
    });
  }
  const file = await transcriptFor(ctx, { cubeUid: visitor.cubeUid }, request.sessionId, options);
  // Only to the address the visitor proved with a code sent there: the form is no way to send
  // the centre's name to a stranger (#37 item 6). A site's verified user's e-mail is not proof:
  // the site signs the id, not the address (identity.ts).
  if (
    visitor.anonymous ||
    visitor.externalId !== undefined ||
    visitor.email?.toLowerCase() !== to.toLowerCase()
  )
    throw refused(403, '聊天记录只能发送到您已通过验证码验证的邮箱', { code: 'email_unverified' });
  const mail: OutgoingMail = {
    id: ctx.newId('mail'),
    cubeUid: visitor.cubeUid,
    to,
    subject: transcriptTitle(options.locale),
    html: file.html,
    sessionId: request.sessionId,
    at: now,
  };
  // Sent by the host's mail server once this unit commits (outbox.ts); kept if none is set.
  await enqueue(ctx, { channel: 'mail', message: mail });
  return mail;
}
