import { isOwnFilePath, LEAVE_MESSAGE_ATTACHMENTS_MAX, LEAVE_MESSAGE_MAX } from '@/lib/contract';
import type { CoreContext } from './context';
import { badRequest, refused } from './errors';
import { emailAddress, personName, phoneNumber } from './pre-chat';
import type { Engineer, Ticket, Visitor } from './types';

/**
 * Leave a message (#17 item 3): when nobody can serve a visitor (no engineer of the skill, or
 * outside the project's hours), what they write becomes a ticket of kind 'message'. The visitor
 * finds it among their tickets (我的服务单); the engineers of its skill (everyone, when it names
 * none) find it in the console for 30 days and mark it handled once they have answered.
 */

/** What a visitor leaves (the edge has checked the shapes and lengths). */
export interface LeftMessageInput {
  queueCode?: string;
  name: string;
  phone?: string;
  email?: string;
  message: string;
  attachments?: readonly string[];
}

export const LEFT_MESSAGE_PREFIX = 'LM';
/** Statuses of a left message, as the visitor's ticket list shows them (SPEC's tickets are Chinese). */
export const LEFT_MESSAGE_STATUS = { open: '待处理', handled: '已处理' } as const;
/** The title: the prefix and the message's first characters. */
export const LEFT_MESSAGE_TITLE = { prefix: '留言：', length: 20 } as const;
/** How long the console lists left messages. */
export const LEFT_MESSAGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The visitor leaves a message; 422 without a way to answer it or with one that is not valid.
 * `admit` is the host's cap per visitor and address (#37 item 6), counted once the message is
 * valid and before it is stored: a form corrected twice costs one, a burst cannot outrun it.
 */
export async function leaveMessage(
  ctx: CoreContext,
  visitor: Visitor,
  input: LeftMessageInput,
  admit?: () => void | Promise<void>,
): Promise<Ticket> {
  const name = personName(input.name);
  if (!name)
    throw refused(422, '请填写姓名', { code: 'invalid_request', values: { field: 'name' } });
  const message = input.message.trim();
  if (!message) throw refused(422, '请填写留言内容', { code: 'content_required' });
  if (message.length > LEAVE_MESSAGE_MAX)
    throw badRequest(`留言不能超过 ${LEAVE_MESSAGE_MAX} 字`, {
      code: 'text_too_long',
      values: { max: LEAVE_MESSAGE_MAX },
    });
  const phone = phoneNumber(input.phone);
  const email = emailAddress(input.email);
  if (!phone && !email)
    throw refused(422, '请留下手机号或邮箱，以便我们联系您', { code: 'contact_required' });
  const attachments = [...(input.attachments ?? [])];
  if (attachments.length > LEAVE_MESSAGE_ATTACHMENTS_MAX || !attachments.every(isOwnFilePath))
    throw refused(422, '附件无效', { code: 'invalid_request', values: { field: 'attachments' } });
  const queueCode = input.queueCode?.trim() || undefined;
  if (queueCode && !(await knownQueue(ctx, queueCode)))
    throw refused(422, '技能组不存在', {
      code: 'invalid_request',
      values: { field: 'queue_code' },
    });
  await admit?.();
  const now = ctx.clock.now();
  const count = (await ctx.store.tickets.count()) + 1;
  const ticket: Ticket = {
    ticketNo: `${LEFT_MESSAGE_PREFIX}${new Date(now).getUTCFullYear()}${String(count).padStart(6, '0')}`,
    cubeUid: visitor.cubeUid,
    projectId: visitor.projectId,
    kind: 'message',
    title: `${LEFT_MESSAGE_TITLE.prefix}${[...message].slice(0, LEFT_MESSAGE_TITLE.length).join('')}`,
    status: LEFT_MESSAGE_STATUS.open,
    createdAt: now,
    ...(queueCode ? { queueCode } : {}),
    description: message,
    attachments,
    contact: { name, ...(phone ? { phone } : {}), ...(email ? { email } : {}) },
  };
  await ctx.store.tickets.put(ticket);
  return ticket;
}

/** A skill some product line queues for or some engineer serves. */
async function knownQueue(ctx: CoreContext, queueCode: string): Promise<boolean> {
  if ((await ctx.store.productLines.all()).some((line) => line.queueCode === queueCode))
    return true;
  return (await ctx.store.engineers.all()).some((e) => e.skills.includes(queueCode));
}

export const isHandled = (ticket: Ticket) => ticket.status === LEFT_MESSAGE_STATUS.handled;

/** Whether the engineer serves a left message: one of their skills, or one left for everyone. */
const isFor = (engineer: Engineer, ticket: Ticket) =>
  ticket.kind === 'message' && (!ticket.queueCode || engineer.skills.includes(ticket.queueCode));

/** The messages left for the engineer's skills, newest first: every open one, handled ones of 30 days. */
export async function leftMessages(
  ctx: CoreContext,
  engineer: Engineer,
  state?: 'open' | 'handled',
): Promise<Ticket[]> {
  const since = ctx.clock.now() - LEFT_MESSAGE_DAYS * DAY_MS;
  // An open message stays until someone answers it, however old; handled ones for 30 days.
  const tickets = await ctx.store.tickets.createdBetween(
    state === 'handled' ? since : 0,
    undefined,
  );
  return tickets
    .filter((t) => isFor(engineer, t))
    .filter((t) => (isHandled(t) ? state !== 'open' && t.createdAt >= since : state !== 'handled'))
    .reverse();
}

/** The engineer marks a left message handled; 404 when it is not theirs, 409 when it was already. */
export async function handleLeftMessage(
  ctx: CoreContext,
  engineer: Engineer,
  ticketNo: string,
): Promise<Ticket> {
  const ticket = await ctx.store.tickets.get(ticketNo);
  if (!ticket || !isFor(engineer, ticket))
    throw refused(404, '留言不存在', { code: 'message_not_found' });
  if (isHandled(ticket)) throw refused(409, '该留言已处理', { code: 'already_handled' });
  const handled: Ticket = {
    ...ticket,
    status: LEFT_MESSAGE_STATUS.handled,
    handledBy: engineer.code,
    handledAt: ctx.clock.now(),
  };
  await ctx.store.tickets.put(handled);
  return handled;
}
