import type { CoreContext, Messenger } from './context';
import { refused } from './errors';
import type { Locale } from './locale';
import {
  CODE_TTL_MS,
  codeAddress,
  codesUnavailable,
  issueCode,
  notAnAddress,
  withdrawCode,
  type CodeAddress,
} from './one-time-codes';
import { base64url, tokenDigest } from './tokens';

/** What asking for a code gives: on a demo, the code itself to show; otherwise nothing. */
export interface CodeSent {
  shown?: string;
}

const minutes = CODE_TTL_MS / 60_000;

/** The centre's fixed words around a code: nothing in them comes from the person asking. */
export function codeMessage(code: string, locale: Locale = 'zh') {
  return locale === 'en'
    ? {
        subject: 'Your sign-in code',
        text: `Your sign-in code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
      }
    : {
        subject: '您的登录验证码',
        text: `您的登录验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
      };
}

async function deliver(messenger: Messenger, address: CodeAddress, code: string, locale?: Locale) {
  const message = codeMessage(code, locale);
  if (address.channel === 'sms') await messenger.sms!({ to: address.to, text: message.text });
  else await messenger.mail!({ to: address.to, subject: message.subject, text: message.text });
}

/**
 * Sends a one-time code to a phone or an e-mail. Refused at once (503) when the centre has no
 * way to send on that channel; a code that could not be sent is withdrawn (502). The code is
 * stored before it is sent, outside any unit of work: no transaction waits on a gateway.
 */
export async function sendCode(
  ctx: CoreContext,
  account: string,
  locale?: Locale,
): Promise<CodeSent> {
  const address = codeAddress(account);
  if (!address) throw notAnAddress();
  const { messenger } = ctx;
  if (!messenger.showsCodes && !messenger[address.channel]) throw codesUnavailable(address.channel);
  const code = await ctx.unit((c) => issueCode(c, address), { turns: 'codes' });
  if (messenger.showsCodes) return { shown: code };
  try {
    await deliver(messenger, address, code, locale);
  } catch (error) {
    await ctx.unit((c) => withdrawCode(c, address), { turns: 'codes' });
    ctx.reportError(error);
    throw refused(502, '验证码发送失败，请稍后再试', { code: 'code_not_sent' });
  }
  return {};
}

/** How long the proof of a user-centre sign-in lasts between the unified login's two calls. */
export const UNIFIED_TICKET_TTL_MS = 5 * 60_000;

const ticketKey = (ticket: string) => `ticket.${tokenDigest(ticket)}`;

/**
 * The first call of the unified login proved `accountId` with the user centre: a ticket, kept
 * by its digest for five minutes, lets the second call sign them in, once.
 */
export async function issueUnifiedTicket(ctx: CoreContext, accountId: string): Promise<string> {
  const ticket = `ut-${base64url(globalThis.crypto.getRandomValues(new Uint8Array(18)))}`;
  await ctx.store.codes.put({
    id: ticketKey(ticket),
    salt: '',
    digest: '',
    subject: accountId,
    expiresAt: ctx.clock.now() + UNIFIED_TICKET_TTL_MS,
    tries: 0,
  });
  return ticket;
}

/** Whether `ticket` proves `accountId` now; spent either way. */
export async function spendUnifiedTicket(
  ctx: CoreContext,
  ticket: string,
  accountId: string,
): Promise<boolean> {
  const row = await ctx.store.codes.get(ticketKey(ticket));
  if (!row) return false;
  await ctx.store.codes.delete(row.id);
  return row.subject === accountId && row.expiresAt > ctx.clock.now();
}

export const unifiedTicketInvalid = () =>
  refused(401, '联想账号登录已过期，请重新登录', { code: 'unified_ticket_invalid' });
