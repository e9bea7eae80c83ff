import type { CoreContext } from './context';
import { notFound } from './errors';
import { projectOf } from './accounts';
import { openSession } from './conversation';
import { queued, queueStatus } from './queue';
import { DEFAULT_LOCALE, localize, type Locale } from './locale';
import type { Article, Ticket, Visitor } from './types';

export function company(ctx: CoreContext, projectId?: string, locale: Locale = DEFAULT_LOCALE) {
  const found = projectOf(ctx, projectId);
  const project = found && localize(found, locale);
  return { company_name: project?.companyName ?? '', company_logo: project?.companyLogo ?? '' };
}

/** A maintenance window set by operators (the mocks switch it on as a scenario). */
export function maintenance(state: { enabled: boolean; message?: string }) {
  return { enabled: state.enabled, message: state.message };
}

export function productLines(ctx: CoreContext, locale: Locale = DEFAULT_LOCALE) {
  return ctx.store.productLines
    .all()
    .map((line) => localize(line, locale))
    .map((p) => ({
      id: p.id,
      name: p.name,
      queue_code: p.queueCode,
      icon: p.icon,
      description: p.description,
    }));
}

export function customerRules(ctx: CoreContext, projectId?: string) {
  const project = projectOf(ctx, projectId);
  return {
    projects: true,
    cube_diy: { emoji: project?.emojiReduced ?? false },
    service_cloud: {
      account: project?.perProjectLogin ?? false,
      permission: project?.serviceCloud ?? true,
    },
  };
}

export function userInfo(visitor: Visitor) {
  return {
    nickname: visitor.nickname,
    name: visitor.name,
    headimgurl: visitor.avatar,
    phone: visitor.phone,
  };
}

export function engineerList(ctx: CoreContext, skill: string) {
  return ctx.store.engineers
    .all()
    .filter((e) => e.skills.includes(skill))
    .map((e) => ({
      engineer_code: e.code,
      engineer_name: e.name,
      engineer_nickname: e.nickname,
      engineer_img: e.avatar,
      status: e.status,
      skill,
    }));
}

export function onlineEngineers(ctx: CoreContext, skill: string) {
  return {
    online: ctx.store.engineers
      .all()
      .filter((e) => e.skills.includes(skill) && e.status === 'online').length,
  };
}

export function awaitUserNumber(ctx: CoreContext) {
  return { count: queued(ctx).length };
}

/** The visitor's state, so a reloaded page or a reconnect picks up where it was. */
export function currentStatus(ctx: CoreContext, visitor: Visitor) {
  const session = openSession(ctx, visitor.cubeUid);
  if (!session) return { status: 'idle' as const };
  const engineer = session.engineerCode ? ctx.store.engineers.get(session.engineerCode) : undefined;
  const status =
    session.state === 'active' ? 'chatting' : session.state === 'queueing' ? 'queueing' : 'robot';
  return {
    status: status as 'chatting' | 'queueing' | 'robot',
    ...(session.state === 'queueing' ? queueStatus(ctx, session) : { session_id: session.id }),
    ...(engineer
      ? {
          engineer: {
            engineer_code: engineer.code,
            engineer_name: engineer.name,
            engineer_nickname: engineer.nickname,
            engineer_img: engineer.avatar,
          },
        }
      : {}),
  };
}

export function goodRelation(ctx: CoreContext, markId: string) {
  const product = ctx.store.products.get(markId);
  return product
    ? {
        mark_id: product.markId,
        name: product.name,
        image: product.image,
        serial_number: product.serialNumber,
        url: product.url,
      }
    : null;
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

export function articleList(
  ctx: CoreContext,
  projectId?: string,
  keyword?: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const list = keyword
    ? ctx.robot.search(keyword, projectId, 20, locale)
    : inLocale(
        ctx.store.articles
          .all()
          .filter((a) => !projectId || a.projectId === '*' || a.projectId === projectId),
        locale,
      );
  return list.map((a) => ({
    id: a.id,
    title: a.title,
    summary: a.paragraphs[0],
    category: a.category,
  }));
}

export function articleContent(ctx: CoreContext, id: string) {
  const article = ctx.store.articles.get(id);
  if (!article) throw notFound('article');
  return {
    id: article.id,
    title: article.title,
    paragraphs: article.paragraphs,
    updated_at: article.updatedAt,
  };
}

export function fastEntries(ctx: CoreContext, locale: Locale = DEFAULT_LOCALE) {
  return ctx.store.fastEntries.all().map((entry) => localize(entry, locale));
}

const ticketView = (t: Ticket) => ({
  ticket_no: t.ticketNo,
  kind: t.kind,
  title: t.title,
  status: t.status,
  created_at: new Date(t.createdAt).toISOString(),
});

export function tickets(ctx: CoreContext, visitor: Visitor) {
  return ctx.store.tickets
    .all()
    .filter((t) => t.cubeUid === visitor.cubeUid)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map(ticketView);
}

/** The self-service work order becomes a ticket (SPEC §1). */
export function createTicket(
  ctx: CoreContext,
  visitor: Visitor,
  body: {
    product_line: string;
    serial_number?: string;
    description: string;
    attachments?: string[];
  },
) {
  const line = ctx.store.productLines.get(body.product_line);
  const count = ctx.store.tickets.all().length + 1;
  const ticket: Ticket = {
    ticketNo: `WO${new Date(ctx.clock.now()).getUTCFullYear()}${String(count).padStart(6, '0')}`,
    cubeUid: visitor.cubeUid,
    projectId: visitor.projectId,
    kind: 'repair',
    title: `${line?.name ?? '产品'}报修：${body.description.slice(0, 20)}`,
    status: '已受理',
    createdAt: ctx.clock.now(),
    productLine: body.product_line,
    serialNumber: body.serial_number,
    description: body.description,
    attachments: body.attachments ?? [],
  };
  ctx.store.tickets.put(ticket);
  const view = ticketView(ticket);
  return { ticket_no: view.ticket_no, status: view.status, created_at: view.created_at };
}

/** Voice and video calling hours (SPEC §7 getVideoSetting). */
export function videoSetting(ctx: CoreContext) {
  const hour = new Date(ctx.clock.now()).getUTCHours() + 8; // service hours are Beijing time
  const open = hour % 24 >= 9 && hour % 24 < 21;
  return { voice_enabled: open, video_enabled: open, hours: '09:00-21:00' };
}
