import { loginAccountHolder, loginVisitor, type SignedInVisitor } from './accounts';
import type { CoreContext, Messenger } from './context';
import { badRequest, refused } from './errors';
import type { Locale } from './locale';
import {
  CODE_TTL_MS,
  checkCode,
  codeAddress,
  codeKey,
  codesUnavailable,
  issueCode,
  notAnAddress,
  withdrawCode,
  wrongCode,
  type CodeAddress,
} from './one-time-codes';
import { base64url, tokenDigest } from './tokens';

/**
 * What reads and writes one address's code takes turns with the others of that address (a
 * database would let two tries read the same count); other addresses' go on at once.
 */
const inTurn = (address: CodeAddress) => ({ turns: codeKey(address) });

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
  const code = await ctx.unit((c) => issueCode(c, address), inTurn(address));
  if (messenger.showsCodes) return { shown: code };
  try {
    await deliver(messenger, address, code, locale);
  } catch (error) {
    await ctx.unit((c) => withdrawCode(c, address), inTurn(address));
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

/** A code sign-in's fields (SPEC §7 visitor login: phone or e-mail, and the code). */
export interface CodeCredentials {
  phone?: string;
  email?: string;
  code?: string;
}

const addressOf = (account: string | undefined): CodeAddress => {
  if (!account) throw badRequest('请输入手机号或邮箱', { code: 'account_required' });
  const address = codeAddress(account);
  if (!address) throw notAnAddress();
  return address;
};

/** Signs in with a code; a wrong one's try is committed before the refusal (a throw rolls back). */
export async function signInWithCode(
  ctx: CoreContext,
  credentials: CodeCredentials,
  projectId?: string,
): Promise<SignedInVisitor> {
  const address = addressOf(credentials.phone ?? credentials.email);
  const result = await ctx.unit(
    (c) => loginVisitor(c, address, credentials.code ?? '', projectId),
    inTurn(address),
  );
  if (typeof result === 'string') throw wrongCode(result);
  return result;
}

/** Checks (and spends, when right) a code without signing in: the demo's user centre. */
export async function verifyCode(ctx: CoreContext, account: string, code: string): Promise<void> {
  const address = addressOf(account);
  const verdict = await ctx.unit((c) => checkCode(c, address, code), inTurn(address));
  if (verdict !== 'ok') throw wrongCode(verdict);
}

/** The unified login's second call: the ticket spent, the account holder signed in. */
export async function signInAccountHolder(
  ctx: CoreContext,
  proof: { accountId: string; ticket: string },
  projectId?: string,
): Promise<SignedInVisitor> {
  const visitor = await ctx.unit(
    async (c) =>
      (await spendUnifiedTicket(c, proof.ticket, proof.accountId))
        ? loginAccountHolder(c, proof.accountId, projectId)
        : undefined,
    { turns: ticketKey(proof.ticket) },
  );
  if (!visitor) throw unifiedTicketInvalid();
  return visitor;
}
