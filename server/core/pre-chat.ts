import {
  cleanName,
  isEmailAddress,
  isPhoneNumber,
  normalisePhone,
  PRE_CHAT_FIELDS,
} from '@/lib/contract';
import type { CoreContext } from './context';
import { refused } from './errors';
import type { PreChatAnswers, Project } from './types';

/**
 * The pre-chat form (#17 item 3): what a visitor tells before the first transfer to a person,
 * and the contact a left message gives. Each answer is trimmed (an empty one is no answer), a
 * name cleaned of characters that deceive (cleanName); a phone is SPEC's phone pattern, whole,
 * an e-mail SPEC's e-mail pattern, a product an existing product line.
 */

/** The words of SPEC's refusals, per field. */
const LABELS = { name: '姓名', phone: '手机号', email: '邮箱', product: '咨询产品' } as const;

/** A name as stored and shown: trimmed, no control or direction characters; '' when none. */
export const personName = (text: string | undefined): string => cleanName(text ?? '').trim();

/** A phone number, checked; undefined when none was given. 422 `invalid_phone`. */
export function phoneNumber(text: string | undefined): string | undefined {
  const phone = normalisePhone(text ?? '');
  if (!phone) return undefined;
  if (!isPhoneNumber(phone)) throw refused(422, '手机号格式不正确', { code: 'invalid_phone' });
  return phone;
}

/** An e-mail address, checked; undefined when none was given. 422 `invalid_email`. */
export function emailAddress(text: string | undefined): string | undefined {
  const email = text?.trim();
  if (!email) return undefined;
  if (!isEmailAddress(email)) throw refused(422, '邮箱格式不正确', { code: 'invalid_email' });
  return email;
}

/**
 * The visitor's answers as stored on the session, checked against the project's form: each
 * required field answered (422 `pre_chat_required`, naming the field), each answer valid.
 * Answers a project did not ask for are kept when valid (the console shows what it was told).
 */
export async function preChatAnswers(
  ctx: CoreContext,
  project: Project | undefined,
  given: PreChatAnswers | undefined,
): Promise<PreChatAnswers | undefined> {
  const answers: PreChatAnswers = {};
  const name = personName(given?.name);
  if (name) answers.name = name;
  const phone = phoneNumber(given?.phone);
  if (phone) answers.phone = phone;
  const email = emailAddress(given?.email);
  if (email) answers.email = email;
  const product = given?.product?.trim();
  if (product) {
    if (!(await ctx.store.productLines.get(product)))
      throw refused(422, '咨询产品不存在', {
        code: 'invalid_request',
        values: { field: 'product' },
      });
    answers.product = product;
  }
  for (const field of PRE_CHAT_FIELDS) {
    const asked = project?.preChat?.fields.find((f) => f.name === field);
    if (asked?.required && !answers[field])
      throw refused(422, `请填写${LABELS[field]}`, {
        code: 'pre_chat_required',
        values: { field },
      });
  }
  return Object.keys(answers).length > 0 ? answers : undefined;
}
