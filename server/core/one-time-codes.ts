import { sha256 } from '@noble/hashes/sha2.js';
import { isEmailAddress, normalisePhone } from '@/lib/contract';
import type { CoreContext } from './context';
import { badRequest, refused, type CoreError } from './errors';
import { base64url, sameInConstantTime, tokenDigest } from './tokens';
import type { OneTimeCode } from './types';

/**
 * One-time sign-in codes (OWASP's authentication and forgot-password cheat sheets): six digits
 * from the platform's CSPRNG, kept only as a salted SHA-256, good for five minutes and five
 * tries, spent by the first right answer; a newer code replaces the older one. How many may be
 * sent per address and per client is the HTTP layer's (login-throttle.ts CODE_LIMITS).
 */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;

/** Where a code goes: a mobile number by SMS, an e-mail address by mail. */
export type CodeChannel = 'sms' | 'mail';

export interface CodeAddress {
  channel: CodeChannel;
  /** As normalised: 13800138000, or the address in lower case. */
  to: string;
}

const MOBILE = /^1[3-9]\d{9}$/;
const encoder = new TextEncoder();

/** A phone or e-mail as the code form sends it, or undefined when it is neither. */
export function codeAddress(account: string): CodeAddress | undefined {
  const trimmed = account.trim();
  const phone = normalisePhone(trimmed);
  if (MOBILE.test(phone)) return { channel: 'sms', to: phone };
  if (isEmailAddress(trimmed)) return { channel: 'mail', to: trimmed.toLowerCase() };
  return undefined;
}

/**
 * The code row's key: a digest, so the table lists no phone numbers or addresses. A code proves
 * the address, whichever project's sign-in it is then used for.
 */
export const codeKey = (address: CodeAddress) => `code.${tokenDigest(address.to)}`;

/** Six uniform digits: rejection sampling, so no digit string is likelier than another. */
export function randomCode(
  random: (bytes: Uint32Array) => Uint32Array = (b) => globalThis.crypto.getRandomValues(b),
): string {
  const range = 10 ** CODE_DIGITS;
  const limit = Math.floor(2 ** 32 / range) * range;
  for (;;) {
    const [value] = random(new Uint32Array(1));
    if (value! < limit) return String(value! % range).padStart(CODE_DIGITS, '0');
  }
}

const digestOf = (salt: string, code: string) =>
  base64url(sha256(encoder.encode(`${salt}\n${code}`)));

/** A new code for `address`, stored hashed in place of any earlier one; the code is returned. */
export async function issueCode(ctx: CoreContext, address: CodeAddress): Promise<string> {
  const code = randomCode();
  const salt = base64url(globalThis.crypto.getRandomValues(new Uint8Array(12)));
  await ctx.store.codes.put({
    id: codeKey(address),
    salt,
    digest: digestOf(salt, code),
    expiresAt: ctx.clock.now() + CODE_TTL_MS,
    tries: 0,
  });
  return code;
}

/** Takes back a code that could not be sent, so nobody waits for it. */
export async function withdrawCode(ctx: CoreContext, address: CodeAddress): Promise<void> {
  await ctx.store.codes.delete(codeKey(address));
}

export type CodeVerdict = 'ok' | 'wrong' | 'spent';

/**
 * Checks `code` against the address's code, and records the try: a right one is spent at once
 * (single use); a wrong one counts, the fifth spends it. Returns the verdict rather than
 * throwing, so the unit that calls it commits the count (a throw rolls a unit back).
 */
export async function checkCode(
  ctx: CoreContext,
  address: CodeAddress,
  code: string,
): Promise<CodeVerdict> {
  const key = codeKey(address);
  const row: OneTimeCode | undefined = await ctx.store.codes.get(key);
  if (!row) return 'spent';
  if (row.expiresAt <= ctx.clock.now() || row.tries >= CODE_MAX_TRIES) {
    await ctx.store.codes.delete(key);
    return 'spent';
  }
  if (/^\d+$/.test(code) && sameInConstantTime(digestOf(row.salt, code), row.digest)) {
    await ctx.store.codes.delete(key);
    return 'ok';
  }
  const tries = row.tries + 1;
  if (tries >= CODE_MAX_TRIES) await ctx.store.codes.delete(key);
  else await ctx.store.codes.put({ ...row, tries });
  return 'wrong';
}

/** The refusal of a wrong or used-up code (401: the sign-in throttle counts it). */
export const wrongCode = (verdict: Exclude<CodeVerdict, 'ok'>): CoreError =>
  verdict === 'wrong'
    ? refused(401, '验证码错误', { code: 'wrong_code' })
    : refused(401, '验证码已失效，请重新获取', { code: 'code_expired' });

export const notAnAddress = (): CoreError =>
  badRequest('请输入正确的手机号或邮箱', { code: 'invalid_account' });

/** Code sign-in when the centre has no way to send one (no SMTP, no SMS gateway configured). */
export const codesUnavailable = (channel: CodeChannel): CoreError =>
  refused(503, channel === 'sms' ? '短信验证码登录暂不可用' : '邮箱验证码登录暂不可用', {
    code: 'code_login_unavailable',
    values: { channel },
  });
