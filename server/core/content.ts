import { isOwnFilePath } from '@/lib/contract';
import type { CoreContext } from './context';
import { foreignMedia, notFound } from './errors';
import { projectOf } from './accounts';
import { openSession } from './conversation';
import { queued, queueStatus } from './queue';
import type { QueuePosition } from './types';
import { DEFAULT_LOCALE, localize, type Locale } from './locale';
import type { Article, Engineer, Project, Session, Ticket, Visitor } from './types';

/** The project a page belongs to, in the reader's language (the default project when unknown). */
export async function project(
  ctx: CoreContext,
  projectId?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Project | undefined> {
  const found = await projectOf(ctx, projectId);
  return found && localize(found, locale);
}

/** A maintenance window set by operators (the mocks switch it on as a scenario), on every node. */
export async function maintenance(
  ctx: CoreContext,
): Promise<{ enabled: boolean; message?: string }> {
  const notice = await ctx.store.settings.get('maintenance');
  return { enabled: notice?.enabled ?? false, message: notice?.message };
}

export async function setMaintenance(ctx: CoreContext, enabled: boolean, message?: string) {
  await ctx.store.settings.put({
    id: 'maintenance',
    enabled,
    ...(message !== undefined && { message }),
  });
}

export async function productLines(ctx: CoreContext, locale: Locale = DEFAULT_LOCALE) {
  return (await ctx.store.productLines.all()).map((line) => localize(line, locale));
}

/** The engineers who serve a skill. */
export async function engineersOf(ctx: CoreContext, skill: string): Promise<Engineer[]> {
  return (await ctx.store.engineers.all()).filter((e) => e.skills.includes(skill));
}

export async function awaitUserNumber(ctx: CoreContext): Promise<number> {
  return (await queued(ctx)).length;
}

/** Where the visitor is, so a reloaded page or a reconnect picks up where it was. */
export type VisitorState =
  | { state: 'idle' }
  | { state: 'robot' | 'chatting'; session: Session; engineer?: Engineer }
  | { state: 'queueing'; session: Session; queue: QueuePosition; engineer?: Engineer };

export async function currentStatus(ctx: CoreContext, visitor: Visitor): Promise<VisitorState> {
  const session = await openSession(ctx, visitor.cubeUid);
  if (!session) return { state: 'idle' };
  const engineer = session.engineerCode
    ? await ctx.store.engineers.get(session.engineerCode)
    : undefined;
  if (session.state === 'queueing')
    return { state: 'queueing', session, queue: await queueStatus(ctx, session), engineer };
  return { state: session.state === 'active' ? 'chatting' : 'robot', session, engineer };
}

export function goodRelation(ctx: CoreContext, markId: string) {
  return ctx.store.products.get(markId);
}

/**
 * The articles of `locale`, or the Chinese originals where none is written in it: a reader is
 * better served by the original than by an empty list.
 */
export function inLocale(articles: Article[], locale: Locale): Article[] {
  const written = articles.filter((a) => (a.locale ?? DEFAULT_LOCALE) === locale);
  return written.length > 0
    ? written
    : articles.filter((a) => (a.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE);
}

export async function articleList(
  ctx: CoreContext,
  projectId?: string,
  keyword?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Article[]> {
  return keyword
    ? (await ctx.robot()).search(keyword, projectId, 20, locale)
    : inLocale(
        (await ctx.store.articles.all()).filter(
          (a) => !projectId || a.projectId === '*' || a.projectId === projectId,
        ),
        locale,
      );
}

export async function articleContent(ctx: CoreContext, id: string): Promise<Article> {
  const article = await ctx.store.articles.get(id);
  if (!article) throw notFound('article');
  return article;
}

export async function fastEntries(ctx: CoreContext, locale: Locale = DEFAULT_LOCALE) {
  return (await ctx.store.fastEntries.all()).map((entry) => localize(entry, locale));
}

/** The visitor's tickets and repair orders, newest first. */
export async function tickets(ctx: CoreContext, visitor: Visitor): Promise<Ticket[]> {
  return ctx.store.tickets.ofVisitor(visitor.cubeUid);
}

/** What a visitor reports in the self-service work order. */
export interface WorkOrder {
  productLine: string;
  serialNumber?: string;
  description: string;
  attachments?: string[];
}

/** The self-service work order becomes a ticket (SPEC §1). */
export async function createTicket(
  ctx: CoreContext,
  visitor: Visitor,
  order: WorkOrder,
): Promise<Ticket> {
  // Case files are the service's own uploads (caseUpload), never links to another site.
  if (!(order.attachments ?? []).every(isOwnFilePath)) throw foreignMedia();
  const line = await ctx.store.productLines.get(order.productLine);
  const count = (await ctx.store.tickets.count()) + 1;
  const ticket: Ticket = {
    ticketNo: `WO${new Date(ctx.clock.now()).getUTCFullYear()}${String(count).padStart(6, '0')}`,
    cubeUid: visitor.cubeUid,
    projectId: visitor.projectId,
    kind: 'repair',
    title: `${line?.name ?? '产品'}报修：${order.description.slice(0, 20)}`,
    status: '已受理',
    createdAt: ctx.clock.now(),
    productLine: order.productLine,
    serialNumber: order.serialNumber,
    description: order.description,
    attachments: order.attachments ?? [],
  };
  await ctx.store.tickets.put(ticket);
  return ticket;
}

/** Voice and video calling hours (SPEC §7 getVideoSetting), in Beijing time. */
export const CALL_HOURS = { from: 9, to: 21 } as const;

export function videoSetting(ctx: CoreContext) {
  const hour = (new Date(ctx.clock.now()).getUTCHours() + 8) % 24;
  const open = hour >= CALL_HOURS.from && hour < CALL_HOURS.to;
  return { voiceEnabled: open, videoEnabled: open, hours: CALL_HOURS };
}
