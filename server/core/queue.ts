// Both ways into a queue (a skill, a named engineer) with their admission, caps and positions, each one unit of work.
import { PERSONAL_UNAVAILABLE_STATUS } from '@/lib/contract';
import type { CoreContext } from './context';
import { CoreError, refused } from './errors';
import { appendNotice } from './messages';
import { admittedAnswers, assertOpen, type TransferOptions } from './admission';
import { tellAccepted, tellEntered } from './queue-news';
import type { Engineer, QueuePosition, Session, Visitor } from './types';

const activeCount = async (ctx: CoreContext, code: string) =>
  (await ctx.store.sessions.ofEngineer(code, 'active')).length;

/** Queued sessions in the order they will be served. */
export async function queued(ctx: CoreContext, queueCode?: string): Promise<Session[]> {
  return ctx.store.sessions.queued(queueCode);
}

async function engineersFor(ctx: CoreContext, queueCode: string): Promise<Engineer[]> {
  return (await ctx.store.engineers.all()).filter(
    (e) => e.skills.includes(queueCode) && e.status !== 'offline',
  );
}

/**
 * Where `session` stands among `waiting` (the queued sessions, in serving order, of its queue
 * or more): its line is its queue's, less those waiting for another named engineer.
 */
function standing(
  ctx: CoreContext,
  waiting: Session[],
  session: Session,
  engineers: Engineer[],
): QueuePosition {
  const line = waiting.filter(
    (s) =>
      (!session.queueCode || s.queueCode === session.queueCode) &&
      (!s.personalEngineer || s.personalEngineer === session.personalEngineer),
  );
  const position = line.findIndex((s) => s.id === session.id) + 1;
  const code = session.queueCode ?? '';
  const staff = Math.max(
    1,
    engineers.filter((e) => e.skills.includes(code) && e.status === 'online').length,
  );
  return {
    sessionId: session.id,
    position,
    waiting: line.length,
    estimatedWaitSeconds: Math.ceil((position * ctx.config.averageHandleSeconds) / staff),
  };
}

/** Position (1-based), queue length and an estimate from the average handling time. */
export async function queueStatus(ctx: CoreContext, session: Session): Promise<QueuePosition> {
  const waiting = await queued(ctx, session.queueCode);
  return standing(ctx, waiting, session, await ctx.store.engineers.all());
}

/** Where each of `sessions` (all waiting) stands, reading the queues and the staff once. */
export async function queueStatuses(
  ctx: CoreContext,
  sessions: Session[],
): Promise<QueuePosition[]> {
  if (sessions.length === 0) return [];
  const waiting = await queued(ctx);
  const engineers = await ctx.store.engineers.all();
  return sessions.map((session) => standing(ctx, waiting, session, engineers));
}

/**
 * Tells every queued visitor of a queue where they stand now. The queue and the staff are
 * read once for all of them (not once per visitor: a line of 200 would read it 200 times).
 */
export async function publishPositions(ctx: CoreContext, queueCode?: string): Promise<void> {
  const waiting = await queued(ctx, queueCode);
  if (waiting.length === 0) return;
  const engineers = await ctx.store.engineers.all();
  for (const session of waiting) {
    ctx.bus.publish(session.cubeUid, {
      type: 'queue',
      position: standing(ctx, waiting, session, engineers),
      at: ctx.clock.now(),
    });
  }
}

/**
 * How long after the robot closes a queue selection still counts as its transfer (SPEC §4: the
 * client closes the robot and selects the queue 500 ms later).
 */
export const TRANSFER_WINDOW_MS = 60_000;

/**
 * The robot conversation a transfer starts from: the visitor's latest session, if it is a robot
 * session (never queued) that closed a moment ago. Its lines stood above the queue session on
 * the visitor's page, so a reloaded page puts them back there.
 */
async function transferSource(ctx: CoreContext, cubeUid: string): Promise<Session | undefined> {
  const latest = await ctx.store.sessions.latestOf(cubeUid);
  if (!latest || latest.state !== 'closed' || latest.queuedAt !== undefined) return undefined;
  if (latest.closedAt === undefined || ctx.clock.now() - latest.closedAt > TRANSFER_WINDOW_MS)
    return undefined;
  return latest;
}

/**
 * Refuses a visitor when their client address has CoreConfig.queuedPerAddress visitors waiting
 * already: one client must not fill a queue with visitors of its own and push real ones back
 * (#37 item 6). Counted inside the queue's unit, which take turns (core.ts queueChange), so
 * visitors queueing at once cannot all pass the count.
 */
async function assertAddressRoom(ctx: CoreContext, address: string | undefined) {
  const max = ctx.config.queuedPerAddress;
  if (!address || max <= 0) return;
  const waiting = (await queued(ctx)).filter((s) => s.queuedFrom === address).length;
  if (waiting >= max)
    throw refused(429, `您所在网络的排队访客过多（上限 ${max} 位），请稍后再试`, {
      code: 'queue_address_limit',
      values: { max },
    });
}

async function enqueue(
  ctx: CoreContext,
  visitor: Visitor,
  fields: Partial<Session>,
  address: string | undefined,
): Promise<Session> {
  const open = (await ctx.store.sessions.openOf(visitor.cubeUid)).find(
    (s) => s.state === 'queueing' || s.state === 'active',
  );
  if (open) return open;
  await assertAddressRoom(ctx, address);
  const robot = await transferSource(ctx, visitor.cubeUid);
  const session: Session = {
    id: ctx.newId('s'),
    projectId: visitor.projectId,
    cubeUid: visitor.cubeUid,
    state: 'queueing',
    createdAt: ctx.clock.now(),
    queuedAt: ctx.clock.now(),
    queueSeq: await ctx.store.nextSeq(),
    ...fields,
    ...(address && { queuedFrom: address }),
  };
  await ctx.store.sessions.put(session);
  if (robot) await ctx.store.sessions.put({ ...robot, transferredTo: session.id });
  await publishPositions(ctx, session.queueCode);
  await tellEntered(ctx, session, await queueStatus(ctx, session));
  return session;
}

/**
 * SPEC §7 selectBigQueue: join the skill's queue. Nobody to serve it (no engineer of the skill
 * signed in, or outside the project's hours) is a warning (message.info), not a queue into the void.
 */
export async function selectBigQueue(
  ctx: CoreContext,
  visitor: Visitor,
  queueCode: string,
  pathway: string,
  options: TransferOptions = {},
) {
  const project = await assertOpen(ctx, visitor);
  if ((await engineersFor(ctx, queueCode)).length === 0) {
    throw new CoreError(
      200,
      '当前技能组暂无工程师在线，您可以留言，我们会尽快联系您',
      { code: 'no_engineer_online' },
      1001,
    );
  }
  const admitted = await admittedAnswers(ctx, project, visitor, options);
  return queueStatus(
    ctx,
    await enqueue(ctx, visitor, { queueCode, pathway, ...admitted }, options.address),
  );
}

/** SPEC §4/§7 selectPersonal: 422 when the named engineer cannot take the visitor. */
export async function selectPersonal(
  ctx: CoreContext,
  visitor: Visitor,
  queueCode: string,
  engineerCode: string,
  pathway: string,
  options: TransferOptions = {},
) {
  const project = await assertOpen(ctx, visitor);
  const engineer = await ctx.store.engineers.get(engineerCode);
  if (!engineer || engineer.status !== 'online') {
    throw new CoreError(PERSONAL_UNAVAILABLE_STATUS, '该工程师当前无法接待', {
      code: 'engineer_unavailable',
    });
  }
  const admitted = await admittedAnswers(ctx, project, visitor, options);
  return queueStatus(
    ctx,
    await enqueue(
      ctx,
      visitor,
      {
        queueCode,
        pathway,
        personalEngineer: engineerCode,
        ...admitted,
      },
      options.address,
    ),
  );
}

/** The engineer takes a queued session: the visitor hears CreateSession with the engineer's details. */
export async function accept(
  ctx: CoreContext,
  engineer: Engineer,
  sessionId: string,
): Promise<Session> {
  const session = await ctx.store.sessions.get(sessionId);
  if (!session || session.state !== 'queueing')
    throw refused(409, '该访客已被接入或已离开', { code: 'visitor_taken' });
  if (session.personalEngineer && session.personalEngineer !== engineer.code) {
    throw refused(403, '该访客指定了其他工程师', { code: 'visitor_other_engineer' });
  }
  // Only from the queues of the engineer's skills, or a visitor who asked for them by name: the
  // console lists no other (console.ts waiting).
  const named = session.personalEngineer === engineer.code;
  if (!named && session.queueCode && !engineer.skills.includes(session.queueCode))
    throw refused(403, '该访客不在您的技能组队列中', { code: 'visitor_other_queue' });
  const active: Session = {
    ...session,
    state: 'active',
    engineerCode: engineer.code,
    acceptedAt: ctx.clock.now(),
  };
  await ctx.store.sessions.put(active);
  await appendNotice(ctx, active, 'CreateSession', {
    engineer: {
      code: engineer.code,
      name: engineer.name,
      nickname: engineer.nickname,
      avatar: engineer.avatar,
    },
  });
  await publishPositions(ctx, session.queueCode);
  await tellAccepted(ctx, session, engineer.code);
  return active;
}

/** Who should take `session` next: the named engineer, else the least busy online engineer. */
export async function pickEngineer(
  ctx: CoreContext,
  session: Session,
): Promise<Engineer | undefined> {
  const named = (await engineersFor(ctx, session.queueCode ?? '')).filter((e) =>
    session.personalEngineer ? e.code === session.personalEngineer : true,
  );
  // Each engineer's load read once, then the least busy first.
  const loads = await Promise.all(
    named.map(async (e) => ({ e, active: await activeCount(ctx, e.code) })),
  );
  return loads
    .filter(({ e, active }) => e.status === 'online' && active < e.capacity)
    .sort((a, b) => a.active - b.active || a.e.code.localeCompare(b.e.code))[0]?.e;
}
