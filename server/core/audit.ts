import { REVIEW_PAGE_SIZE } from '@/lib/contract';
import type { CoreContext } from './context';
import type { AuditAction, AuditEntry, Engineer, Session, Whisper } from './types';

/**
 * The audit log (#19): what supervisors do with conversations, kept in the store's audit table
 * and read by supervisors in /review. Review records opening a conversation and whispers here.
 */

/*
 * Whispers are kept in the audit table, never in the message table: the visitor's history,
 * resume and session list read that table, so nothing a visitor can reach ever holds one.
 */

/** The same person opening the same conversation again within this is one entry, not two. */
export const AUDIT_COALESCE_MS = 60_000;

export async function audit(
  ctx: CoreContext,
  actor: Engineer,
  action: AuditAction,
  sessionId: string,
  extra: Pick<AuditEntry, 'to' | 'text'> = {},
): Promise<AuditEntry> {
  const at = ctx.clock.now();
  const entry: AuditEntry = {
    id: ctx.newId('a'),
    seq: await ctx.store.nextSeq(),
    at,
    action,
    actorCode: actor.code,
    actorName: actor.name,
    sessionId,
    ...extra,
  };
  await ctx.store.audit.put(entry);
  return entry;
}

/** A supervisor opened a conversation in review: 'watch' while it is live, 'view' after. */
export async function recordView(ctx: CoreContext, reviewer: Engineer, session: Session) {
  const action: AuditAction =
    session.state === 'active' || session.state === 'queueing' ? 'watch' : 'view';
  const now = ctx.clock.now();
  const last = await ctx.store.audit.latest(reviewer.code, session.id, action);
  if (!last || now - last.at >= AUDIT_COALESCE_MS) await audit(ctx, reviewer, action, session.id);
}

/** The whispers of a session, from the audit log (they outlive a restart with it). */
export const whispersOf = async (ctx: CoreContext, sessionId: string): Promise<Whisper[]> =>
  (await ctx.store.audit.ofSession(sessionId, 'whisper')).map((e) => ({
    id: e.id,
    sessionId: e.sessionId,
    fromCode: e.actorCode,
    fromName: e.actorName,
    to: e.to ?? '',
    text: e.text ?? '',
    sentAt: e.at,
  }));

/** Newest first, paged: what supervisors did (GET /api/csc/review/audit). */
export async function auditLog(ctx: CoreContext, opts: { page?: number; size?: number } = {}) {
  const size = Math.min(opts.size ?? REVIEW_PAGE_SIZE.default, REVIEW_PAGE_SIZE.max);
  const page = Math.max(1, opts.page ?? 1);
  const entries = await ctx.store.audit.page((page - 1) * size, size);
  return { entries, total: await ctx.store.audit.count(), page, size };
}
