import { isEmailAddress } from '@/lib/contract';
import { audit, whispersOf } from './audit';
import type { CoreContext } from './context';
import { badRequest, notFound } from './errors';
import type { Locale } from './locale';
import type { Engineer, Session, StoredMessage, Visitor, Whisper } from './types';

/**
 * A conversation as a file a person keeps (#17 item 2): one self-contained HTML page with the
 * times, the names, images and media as links, files by name. Made here, once, for every reader
 * (the visitor, their engineer, a supervisor) and for the e-mail outbox; the client only saves
 * it. Everything that came from a person or the network is escaped, and the page allows no
 * script, no request and no form (its own CSP), so a hostile line stays text when it is opened.
 */

export interface TranscriptOptions {
  locale: Locale;
  /** The reader's IANA time zone, e.g. 'Asia/Shanghai'. @default DEFAULT_TIME_ZONE */
  timeZone?: string;
  /** Where relative file links point ('https://chat.example.com'); none: left relative. */
  origin?: string;
  /** Supervisors' notes to the engineer, for a supervisor's copy only. */
  whispers?: Whisper[];
}

export type TranscriptFile = {
  filename: string;
  html: string;
};

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const TEXTS = {
  zh: {
    title: '在线客服聊天记录',
    conversation: '会话编号',
    started: '开始时间',
    ended: '结束时间',
    ongoing: '进行中',
    engineer: '工程师',
    visitor: '访客',
    timeZone: '时区',
    image: '图片',
    voice: '语音',
    video: '视频',
    file: '文件',
    articles: '相关文章',
    joined: (name: string) => `${name} 为您服务`,
    closed: '会话已结束',
    timeout: '会话已超时结束',
    whisper: (from: string, to: string) => `悄悄话 ${from} → ${to}`,
    empty: '这段会话没有消息。',
  },
  en: {
    title: 'Chat transcript',
    conversation: 'Conversation',
    started: 'Started',
    ended: 'Ended',
    ongoing: 'ongoing',
    engineer: 'Engineer',
    visitor: 'Visitor',
    timeZone: 'Time zone',
    image: 'Image',
    voice: 'Voice message',
    video: 'Video',
    file: 'File',
    articles: 'Related articles',
    joined: (name: string) => `${name} joined the conversation`,
    closed: 'The conversation ended',
    timeout: 'The conversation ended after a time without messages',
    whisper: (from: string, to: string) => `Whisper ${from} → ${to}`,
    empty: 'This conversation has no messages.',
  },
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as HTML text or attribute value: nothing in it can open a tag or end an attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A time zone the platform knows, else the default (a reader cannot make the server throw). */
export function timeZoneOrDefault(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Only http(s) addresses and the server's own paths become links; anything else stays text. */
function safeUrl(url: string | undefined, origin: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return origin ? `${origin}${url}` : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const STYLE = [
  'body{margin:0;background:#f5f6f8;color:#1f1f1f;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}',
  'main{max-width:760px;margin:0 auto;padding:24px 16px}',
  'h1{font-size:22px;margin:0 0 12px}',
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 24px;color:#555}',
  'dd{margin:0}',
  'ol{list-style:none;margin:0;padding:0}',
  'li{margin:0 0 14px}',
  '.who{font-weight:600}',
  'time{color:#666;font-size:13px;margin-left:8px}',
  '.body{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border-radius:10px;padding:8px 12px;margin-top:4px}',
  '.user .body{background:#fde9e7}',
  '.notice{text-align:center;color:#666;font-size:13px}',
  '.whisper .body{background:#fff8e1;border:1px dashed #c9a100}',
  'a{color:#1366d6}',
  '@media print{body{background:#fff}.body{border:1px solid #ddd}}',
].join('');

type Texts = (typeof TEXTS)[Locale];

function messageBody(m: StoredMessage, t: Texts, origin: string | undefined): string {
  const link = (label: string) => {
    const url = safeUrl(m.mediaUrl, origin);
    const name = m.fileName ? `${label}: ${m.fileName}` : label;
    return url ? `<a href="${escapeHtml(url)}">[${escapeHtml(name)}]</a>` : `[${escapeHtml(name)}]`;
  };
  switch (m.kind) {
    case 'Image':
      return link(t.image);
    case 'Voice':
      return link(t.voice);
    case 'Video':
      return link(t.video);
    // Files by name: a file may be anything, the reader fetches it from the conversation.
    case 'File':
      return `[${escapeHtml(`${t.file}: ${m.fileName ?? ''}`)}]`;
    default: {
      const articles = m.robot?.articles ?? [];
      const list = articles.length
        ? `\n${escapeHtml(t.articles)}:\n${articles.map((a) => `· ${escapeHtml(a.title)}`).join('\n')}`
        : '';
      return `${escapeHtml(m.text ?? '')}${list}`;
    }
  }
}

function noticeText(m: StoredMessage, t: Texts): string {
  if (m.text === 'CreateSession') return t.joined(m.notice?.engineer?.name ?? '');
  if (m.text === 'Timeout') return t.timeout;
  return t.closed;
}

interface Line {
  at: number;
  seq: number;
  html: string;
}

/** The conversation's file: the session, with the robot conversation that handed over to it. */
export function renderTranscript(
  ctx: CoreContext,
  session: Session,
  options: TranscriptOptions,
): TranscriptFile {
  const t = TEXTS[options.locale];
  const timeZone = timeZoneOrDefault(options.timeZone);
  const dateTime = new Intl.DateTimeFormat(options.locale === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const when = (at: number) =>
    `<time datetime="${new Date(at).toISOString()}">${escapeHtml(dateTime.format(at))}</time>`;
  const before = ctx.store.sessions.all().filter((s) => s.transferredTo === session.id);
  const messages = [...before, session].flatMap((s) =>
    ctx.store.messages.query({ sessionId: s.id }),
  );
  const lines: Line[] = messages.map((m) => ({
    at: m.sentAt,
    seq: m.seq,
    html:
      m.kind === 'Notice'
        ? `<li class="notice">${escapeHtml(noticeText(m, t))} ${when(m.sentAt)}</li>`
        : `<li class="${m.clientType}"><span class="who">${escapeHtml(m.authorName)}</span>${when(m.sentAt)}<div class="body">${messageBody(m, t, options.origin)}</div></li>`,
  }));
  for (const w of options.whispers ?? [])
    lines.push({
      at: w.sentAt,
      seq: Number.MAX_SAFE_INTEGER,
      html: `<li class="whisper"><span class="who">${escapeHtml(t.whisper(w.fromName, w.to))}</span>${when(w.sentAt)}<div class="body">${escapeHtml(w.text)}</div></li>`,
    });
  lines.sort((a, b) => a.at - b.at || a.seq - b.seq);

  const visitor: Visitor | undefined = ctx.store.visitors.get(session.cubeUid);
  const engineer: Engineer | undefined = session.engineerCode
    ? ctx.store.engineers.get(session.engineerCode)
    : undefined;
  const company = ctx.store.projects.get(session.projectId)?.companyName ?? '';
  const started = before.reduce((at, s) => Math.min(at, s.createdAt), session.createdAt);
  const facts: [string, string][] = [
    [t.conversation, escapeHtml(session.id)],
    [t.started, when(started)],
    [t.ended, session.closedAt ? when(session.closedAt) : escapeHtml(t.ongoing)],
    ...(engineer ? [[t.engineer, escapeHtml(engineer.name)] as [string, string]] : []),
    ...(visitor
      ? [[t.visitor, escapeHtml(visitor.nickname || visitor.name)] as [string, string]]
      : []),
    [t.timeZone, escapeHtml(timeZone)],
  ];
  const title = `${company ? `${company} · ` : ''}${t.title}`;
  const html =
    `<!doctype html><html lang="${options.locale === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1><dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${v}</dd>`).join('')}</dl>` +
    (lines.length
      ? `<ol>${lines.map((l) => l.html).join('')}</ol>`
      : `<p>${escapeHtml(t.empty)}</p>`) +
    `</main></body></html>\n`;
  const day = new Date(started).toISOString().slice(0, 10).replace(/-/g, '');
  const filename = `webchat-${session.id.replace(/[^\w-]/g, '')}-${day}.html`;
  return { filename, html };
}

/** Someone's copy: the visitor's own sessions, the engineer's own; anyone else 404. */
export function transcriptFor(
  ctx: CoreContext,
  reader: { cubeUid: string } | { engineerCode: string },
  sessionId: string,
  options: TranscriptOptions,
): TranscriptFile {
  const session = ctx.store.sessions.get(sessionId);
  const allowed =
    session &&
    ('cubeUid' in reader
      ? session.cubeUid === reader.cubeUid
      : session.engineerCode === reader.engineerCode);
  if (!session || !allowed) throw notFound('session');
  return renderTranscript(ctx, session, options);
}

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
    subject: TEXTS[options.locale].title,
    html: file.html,
    sessionId: request.sessionId,
    at: ctx.clock.now(),
  };
  mailOutbox(ctx).push(mail);
  return mail;
}

/** A supervisor's copy, whispers included; the download is in the audit log. */
export function reviewTranscriptFile(
  ctx: CoreContext,
  reviewer: Engineer,
  sessionId: string,
  options: TranscriptOptions,
): TranscriptFile {
  const session = ctx.store.sessions.get(sessionId);
  if (!session) throw notFound('session');
  audit(ctx, reviewer, 'transcript', session.id);
  return renderTranscript(ctx, session, { ...options, whispers: whispersOf(ctx, session.id) });
}
