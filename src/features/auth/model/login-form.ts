import type * as z from 'zod/mini';
import type { visitorLoginBody } from '@/lib/contract';
import { isEmail, isMobile, isOnlyDigits } from '@/lib/validate';

/** How a visitor proves who they are: a code to the phone or the e-mail, or a Lenovo account. */
export type CodeMethod = 'phone' | 'email';
export type LoginMethod = CodeMethod | 'lenovo';

export const CODE_LENGTH = 6;

/** Validation failures; the screen turns each into a Chinese sentence (auth.errors.*). */
export type FieldError =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'codeRequired'
  | 'codeInvalid'
  | 'accountRequired'
  | 'accountInvalid'
  | 'passwordRequired';

/**
 * What a visitor typed, made comparable: spaces and dashes that phone keyboards and autofill add
 * go, and so does the +86 / 0086 country prefix autofill puts before a mainland number.
 */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/[\s\-()]/g, '');
  return digits.replace(/^(?:\+|00)86(?=1\d{10}$)/, '');
}

export const normaliseEmail = (raw: string): string => raw.trim();
export const normaliseCode = (raw: string): string => raw.replace(/\s/g, '');

/** The account of a Lenovo login is a phone number or an e-mail address. */
export function normaliseAccount(raw: string): string {
  const phone = normalisePhone(raw);
  return isMobile(phone) ? phone : raw.trim();
}

/** SPEC §5 mobile pattern for phones, the e-mail pattern for e-mail. */
export function validateAccount(method: CodeMethod, raw: string): FieldError | undefined {
  if (method === 'phone') {
    const phone = normalisePhone(raw);
    if (!phone) return 'phoneRequired';
    return isMobile(phone) ? undefined : 'phoneInvalid';
  }
  const email = normaliseEmail(raw);
  if (!email) return 'emailRequired';
  return isEmail(email) ? undefined : 'emailInvalid';
}

export function validateCode(raw: string): FieldError | undefined {
  const code = normaliseCode(raw);
  if (!code) return 'codeRequired';
  return code.length === CODE_LENGTH && isOnlyDigits(code) ? undefined : 'codeInvalid';
}

export function validateLenovoAccount(raw: string): FieldError | undefined {
  const account = normaliseAccount(raw);
  if (!account) return 'accountRequired';
  return isMobile(account) || isEmail(account) ? undefined : 'accountInvalid';
}

export type VisitorLoginBody = z.input<typeof visitorLoginBody>;

/**
 * SPEC §7 visitor login payload: phone, email, accesses_id and code, each only if present (an
 * empty or blank value counts as absent and is left out rather than sent empty).
 */
export function buildVisitorLoginPayload(input: {
  phone?: string | null;
  email?: string | null;
  accessesId?: string | null;
  code?: string | null;
}): VisitorLoginBody {
  const fields: [keyof VisitorLoginBody, string | null | undefined][] = [
    ['phone', input.phone && normalisePhone(input.phone)],
    ['email', input.email && normaliseEmail(input.email)],
    ['accesses_id', input.accessesId?.trim()],
    ['code', input.code && normaliseCode(input.code)],
  ];
  const body: VisitorLoginBody = {};
  for (const [key, value] of fields) if (value) body[key] = value;
  return body;
}

/** The payload for a code login by phone or by e-mail. */
export function codeLoginPayload(
  method: CodeMethod,
  account: string,
  code: string,
  accessesId?: string | null,
): VisitorLoginBody {
  return buildVisitorLoginPayload({
    phone: method === 'phone' ? account : undefined,
    email: method === 'email' ? account : undefined,
    code,
    accessesId,
  });
}

/** A phone number shown back to its owner with the middle hidden: 138****8000. */
export function maskAccount(account: string): string {
  if (isMobile(account)) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  const at = account.indexOf('@');
  if (at > 1) return `${account[0]}***${account.slice(at)}`;
  return account;
}
