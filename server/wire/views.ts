import {
  maskPhone,
  rateable,
  type ProductLine,
  type ConsoleSession,
  type Engineer,
  type FastEntry,
  type OutgoingSms,
  type PreChatAnswers,
  type Article,
  type Product,
  type Project,
  type SessionRating,
  type SessionSummary,
  type Ticket,
  type Visitor,
  type VisitorState,
  type WaitingVisitor,
  type QueuePosition,
  type IceServer,
} from '../core';

/** The core's records in SPEC's words (snake_case, ISO times): the HTTP edge's one mapping. */

/** A queue position in SPEC's words (the queue calls and the live QueueStatus notice). */
export const wireQueue = (q: QueuePosition) => ({
  session_id: q.sessionId,
  position: q.position,
  waiting: q.waiting,
  estimated_wait_seconds: q.estimatedWaitSeconds,
});

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoOrNull = (ms: number | undefined) => (ms === undefined ? null : iso(ms));

/** A visitor's rating of a conversation (#17 item 1). */
export const ratingView = (r: SessionRating) => ({
  score: r.score,
  tags: r.tags,
  ...(r.comment ? { comment: r.comment } : {}),
  rated_at: iso(r.at),
});

/** A sign-in's answer: the visitor and the token of this sign-in (accounts.ts SignedInVisitor). */
export const loginResult = (v: { cubeUid: string; token: string }) => ({
  cube_uid: v.cubeUid,
  token: v.token,
});

/** SPEC §7 ucenter/userSig: the IM signature and the account it names. */
export const userSig = (v: Visitor, signature: string) => ({
  userSig: signature,
  identifier: v.cubeUid,
  nickname: v.nickname,
});

export const userInfo = (v: Visitor) => ({
  nickname: v.nickname,
  name: v.name,
  headimgurl: v.avatar,
  phone: v.phone,
});

export const company = (p: Project | undefined) => ({
  company_name: p?.companyName ?? '',
  company_logo: p?.companyLogo ?? '',
});

export const customerRules = (p: Project | undefined) => ({
  projects: true,
  cube_diy: { emoji: p?.emojiReduced ?? false },
  service_cloud: {
    account: p?.perProjectLogin ?? false,
    permission: p?.serviceCloud ?? true,
  },
});

export const projectSummary = (p: Project) => ({
  id: p.id,
  name: p.name,
  company_name: p.companyName,
  company_logo: p.companyLogo || undefined,
});

export const productLine = (p: ProductLine) => ({
  id: p.id,
  name: p.name,
  queue_code: p.queueCode,
  icon: p.icon,
  description: p.description,
});

/** An engineer as visitors and notices name them. */
export const engineer = (e: Engineer) => ({
  engineer_code: e.code,
  engineer_name: e.name,
  engineer_nickname: e.nickname,
  engineer_img: e.avatar,
});

/**
 * An engineer of a skill as anyone may list them (the call is public): whether they take
 * visitors now ('online') or not ('offline'), never whether they are busy, away or signed out,
 * which would tell a stranger when each person is at their desk (#37).
 */
export const engineerOfSkill = (skill: string) => (e: Engineer) => ({
  ...engineer(e),
  status: e.status === 'online' ? ('online' as const) : ('offline' as const),
  skill,
});

export const fastEntry = (entry: FastEntry) => ({
  id: entry.id,
  title: entry.title,
  kind: entry.kind,
  value: entry.value,
});

export const articleSummary = (a: Article) => ({
  id: a.id,
  title: a.title,
  summary: a.paragraphs[0],
  category: a.category,
});

export const article = (a: Article) => ({
  id: a.id,
  title: a.title,
  paragraphs: a.paragraphs,
  updated_at: a.updatedAt,
});

export const product = (p: Product | undefined) =>
  p
    ? {
        mark_id: p.markId,
        name: p.name,
        image: p.image,
        serial_number: p.serialNumber,
        url: p.url,
      }
    : null;

export const ticket = (t: Ticket) => ({
  ticket_no: t.ticketNo,
  kind: t.kind,
  title: t.title,
  status: t.status,
  created_at: iso(t.createdAt),
});

export const ticketCreated = (t: Ticket) => ({
  ticket_no: t.ticketNo,
  status: t.status,
  created_at: iso(t.createdAt),
});

export const videoSetting = (v: {
  voiceEnabled: boolean;
  videoEnabled: boolean;
  hours: { from: number; to: number };
  iceServers: IceServer[];
}) => {
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return {
    voice_enabled: v.voiceEnabled,
    video_enabled: v.videoEnabled,
    hours: `${hour(v.hours.from)}-${hour(v.hours.to)}`,
    // #18: always a list (empty: the browsers connect directly, as on loopback or a LAN).
    ice_servers: v.iceServers,
  };
};

export function currentStatus(s: VisitorState) {
  if (s.state === 'idle') return { status: 'idle' as const };
  return {
    status: s.state,
    ...(s.state === 'queueing' ? wireQueue(s.queue) : { session_id: s.session.id }),
    ...(s.engineer ? { engineer: engineer(s.engineer) } : {}),
  };
}

/** A row of the visitor's session list (SPEC §7 sessionList). */
export function sessionSummary({ session: s, engineer: e, last }: SessionSummary) {
  return {
    id: s.id,
    engineer_code: e?.code,
    account: e?.account,
    avatar: e?.avatar,
    name: e?.name,
    nickname: e?.nickname,
    start_time: iso(s.createdAt),
    end_time: isoOrNull(s.closedAt),
    last_message: last?.text ?? last?.fileName ?? last?.kind,
    code: s.state === 'robot' || (s.state === 'closed' && !s.engineerCode) ? 1 : 5,
    ...(s.transferredTo ? { transferred_to: s.transferredTo } : {}),
    ...(s.rating ? { rating: ratingView(s.rating) } : {}),
    ...(rateable(s) ? { rateable: true } : {}),
  };
}

const visitorName = (v: Pick<Visitor, 'nickname' | 'avatar'> | undefined) => ({
  user_name: v?.nickname ?? 'guest',
  avatar: v?.avatar,
});

/** What the visitor answered in the project's pre-chat form (#17 item 3), when they did. */
const preChat = (answers: PreChatAnswers | undefined) =>
  answers ? { pre_chat: { ...answers } } : {};

export const waitingVisitor = (w: WaitingVisitor) => ({
  session_id: w.session.id,
  cube_uid: w.session.cubeUid,
  ...visitorName(w.visitor),
  queue_code: w.session.queueCode ?? '',
  waiting_since: iso(w.session.queuedAt ?? w.session.createdAt),
  position: w.position.position,
  first_message: w.firstLine,
  ...preChat(w.session.preChat),
});

export const consoleSession = (c: ConsoleSession) => ({
  session_id: c.session.id,
  cube_uid: c.session.cubeUid,
  ...visitorName(c.visitor),
  queue_code: c.session.queueCode,
  started_at: iso(c.session.acceptedAt ?? c.session.createdAt),
  unread: c.unread,
  last_message: c.last?.text ?? c.last?.fileName,
  product: c.product ? { mark_id: c.product.markId, name: c.product.name } : null,
  ...preChat(c.session.preChat),
});

export const smsQueued = (sms: OutgoingSms) => ({
  sms_id: sms.id,
  status: 'queued' as const,
  phone: maskPhone(sms.phone) ?? '',
});
