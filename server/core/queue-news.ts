import type { CoreContext } from './context';
import type { QueueChange, QueuePosition, Session, StoredMessage, WaitingVisitor } from './types';

const firstVisitorMessage = async (ctx: CoreContext, sessionId: string) =>
  (await ctx.store.messages.query({ sessionId })).find((m) => m.clientType === 'user');

/** Whether `message` is the first its visitor wrote in the session (the row's preview). */
export const isFirstLine = async (ctx: CoreContext, message: StoredMessage) =>
  (await firstVisitorMessage(ctx, message.sessionId))?.id === message.id;

/** The console's row of a queued session, where it stands now. */
export async function waitingRow(
  ctx: CoreContext,
  session: Session,
  position: QueuePosition,
): Promise<WaitingVisitor> {
  const visitor = await ctx.store.visitors.get(session.cubeUid);
  return {
    session,
    visitor: visitor && { nickname: visitor.nickname, avatar: visitor.avatar },
    position,
    firstLine: (await firstVisitorMessage(ctx, session.id))?.text,
  };
}

/**
 * Who lists `session` in their console's queue (console.ts waiting): the engineer a visitor
 * asked for by name, else every engineer of the queue's skill. Simulated engineers have no
 * console. The bus reaches only the accounts signed in (on any node of a cluster).
 */
async function listers(ctx: CoreContext, session: Session): Promise<string[]> {
  if (session.personalEngineer) return [session.personalEngineer];
  const skill = session.queueCode ?? '';
  return (await ctx.store.engineers.all())
    .filter((e) => !e.simulated && e.skills.includes(skill))
    .map((e) => e.code);
}

async function tell(
  ctx: CoreContext,
  session: Session,
  change: QueueChange,
  extra: { row?: WaitingVisitor; by?: string } = {},
) {
  const to = new Set(await listers(ctx, session));
  // The one who accepted a visitor hears it too, wherever the visitor came from.
  if (extra.by) to.add(extra.by);
  for (const account of to) {
    ctx.bus.publish(account, {
      type: 'waiting',
      change,
      skill: session.queueCode ?? '',
      sessionId: session.id,
      ...extra,
    });
  }
}

/**
 * A visitor entered a queue, or their row changed (their first line came): the row as the
 * console lists it. A console that has the row already replaces it.
 */
export async function tellEntered(ctx: CoreContext, session: Session, position: QueuePosition) {
  await tell(ctx, session, 'entered', { row: await waitingRow(ctx, session, position) });
}

/** A queued visitor left the line without an engineer (gave up, left a message, timed out). */
export async function tellLeft(ctx: CoreContext, session: Session) {
  await tell(ctx, session, 'left');
}

/** An engineer (`by`) took a queued visitor: every console drops the row. */
export async function tellAccepted(ctx: CoreContext, session: Session, by: string) {
  await tell(ctx, session, 'accepted', { by });
}
