import { CALL_NOTICE } from '@/lib/contract';
import { audit, whispersOf } from './audit';
import { callLineText } from './call-line-text';
import type { CoreContext } from './context';
import { notFound } from './errors';
import type { Locale } from './locale';
import { TRANSCRIPT_STYLE, TRANSCRIPT_TEXTS } from './transcript-page';
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

/** The file's title in the reader's language (the e-mail's subject too). */
export const transcriptTitle = (locale: Locale) => TRANSCRIPT_TEXTS[locale].title;

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

type Texts = (typeof TRANSCRIPT_TEXTS)[Locale];

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

function noticeText(m: StoredMessage, t: Texts, locale: Locale): string {
  if (m.text === 'CreateSession') return t.joined(m.notice?.engineer?.name ?? '');
  if (m.text === CALL_NOTICE && m.notice?.call) return callLineText(m.notice.call, locale);
  if (m.text === 'Timeout') return t.timeout;
  if (m.text === 'RatingRequest') return t.ratingAsked;
  if (m.text === 'Rated' && m.notice?.rating) {
    const { score, tags, comment } = m.notice.rating;
    return [t.rated(score), ...tags.map((tag) => t.ratingTags[tag]), comment]
      .filter(Boolean)
      .join(' · ');
  }
  return t.closed;
}

interface Line {
  at: number;
  seq: number;
  html: string;
}

/** The conversation's file: the session, with the robot conversation that handed over to it. */
export async function renderTranscript(
  ctx: CoreContext,
  session: Session,
  options: TranscriptOptions,
): Promise<TranscriptFile> {
  const t = TRANSCRIPT_TEXTS[options.locale];
  const timeZone = timeZoneOrDefault(options.timeZone);
  const dateTime = new Intl.DateTimeFormat(options.locale === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const when = (at: number) =>
    `<time datetime="${new Date(at).toISOString()}">${escapeHtml(dateTime.format(at))}</time>`;
  const before = await ctx.store.sessions.transferredTo(session.id);
  const messages = [];
  for (const s of [...before, session])
    messages.push(...(await ctx.store.messages.query({ sessionId: s.id })));
  const lines: Line[] = messages.map((m) => ({
    at: m.sentAt,
    seq: m.seq,
    html:
      m.kind === 'Notice'
        ? `<li class="notice">${escapeHtml(noticeText(m, t, options.locale))} ${when(m.sentAt)}</li>`
        : `<li class="${m.clientType}"><span class="who">${escapeHtml(m.authorName)}</span>${when(m.sentAt)}<div class="body">${messageBody(m, t, options.origin)}</div></li>`,
  }));
  for (const w of options.whispers ?? [])
    lines.push({
      at: w.sentAt,
      seq: Number.MAX_SAFE_INTEGER,
      html: `<li class="whisper"><span class="who">${escapeHtml(t.whisper(w.fromName, w.to))}</span>${when(w.sentAt)}<div class="body">${escapeHtml(w.text)}</div></li>`,
    });
  lines.sort((a, b) => a.at - b.at || a.seq - b.seq);

  const visitor: Visitor | undefined = await ctx.store.visitors.get(session.cubeUid);
  const engineer: Engineer | undefined = session.engineerCode
    ? await ctx.store.engineers.get(session.engineerCode)
    : undefined;
  const company = (await ctx.store.projects.get(session.projectId))?.companyName ?? '';
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
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${TRANSCRIPT_STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1><dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${v}</dd>`).join('')}</dl>` +
    (lines.length
      ? `<ol>${lines.map((l) => l.html).join('')}</ol>`
      : `<p>${escapeHtml(t.empty)}</p>`) +
    `</main></body></html>\n`;
  // The day as the reader counts it: a chat at 07:00 in Shanghai is not named after the day before.
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(started)
    .replace(/-/g, '');
  const filename = `webchat-${session.id.replace(/[^\w-]/g, '')}-${day}.html`;
  return { filename, html };
}

/** Someone's copy: the visitor's own sessions, the engineer's own; anyone else 404. */
export async function transcriptFor(
  ctx: CoreContext,
  reader: { cubeUid: string } | { engineerCode: string },
  sessionId: string,
  options: TranscriptOptions,
): Promise<TranscriptFile> {
  const session = await ctx.store.sessions.get(sessionId);
  const allowed =
    session &&
    ('cubeUid' in reader
      ? session.cubeUid === reader.cubeUid
      : session.engineerCode === reader.engineerCode);
  if (!session || !allowed) throw notFound('session');
  return renderTranscript(ctx, session, options);
}

/** A supervisor's copy, whispers included; the download is in the audit log. */
export async function reviewTranscriptFile(
  ctx: CoreContext,
  reviewer: Engineer,
  sessionId: string,
  options: TranscriptOptions,
): Promise<TranscriptFile> {
  const session = await ctx.store.sessions.get(sessionId);
  if (!session) throw notFound('session');
  await audit(ctx, reviewer, 'transcript', session.id);
  return renderTranscript(ctx, session, {
    ...options,
    whispers: await whispersOf(ctx, session.id),
  });
}
